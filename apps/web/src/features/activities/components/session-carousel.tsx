import type { TActivitySession } from '@parkstays/contract';
import useEmblaCarousel from 'embla-carousel-react';
import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useState } from 'react';
import { formatDate, formatDayMonth } from '../../../lib/format';
import type { SessionDay } from '../activity-rules';
import styles from './session-carousel.module.css';
import { useFittingHeight } from './use-fitting-height';

export type SessionCarouselProps = {
  days: SessionDay[];
  /** The activity's name, for the region's label and the buttons' words. */
  activityName: string;
  /** What each session shows under its time (Book Now, Sold Out…). */
  renderSession: (session: TActivitySession) => ReactNode;
};

/**
 * An activity's sessions grouped by date, three dates at a time (docs/product.md, "Book Activities"). The slide widths live in
 * the CSS: three dates side by side from 900 px, two on a tablet, and one on a phone, where three
 * columns of times and buttons would not fit in 390 px. Swipe or drag, Previous/Next dates, or
 * the arrow keys; tabbing to a session off screen brings its date into view (Embla's focus
 * handling), so every Book Now can be reached by keyboard.
 */
export function SessionCarousel({ days, activityName, renderSession }: SessionCarouselProps) {
  const [viewportRef, api] = useEmblaCarousel({
    align: 'start',
    slidesToScroll: 'auto',
    containScroll: 'trimSnaps',
    duration: 20,
  });
  useFittingHeight(api);
  const [canPrev, setCanPrev] = useState(false);
  // Until the engine has measured the slides, assume more dates than fit (the buttons then hide
  // when every date is in view).
  const [canNext, setCanNext] = useState(days.length > 1);

  useEffect(() => {
    if (!api) return;
    const update = () => {
      setCanPrev(api.canScrollPrev());
      setCanNext(api.canScrollNext());
    };
    update();
    api.on('select', update).on('reInit', update).on('resize', update);
    return () => {
      api.off('select', update).off('reInit', update).off('resize', update);
    };
  }, [api]);

  // Previous and Next stay focusable at either end (aria-disabled, not disabled): a button that
  // became disabled under the focus would drop it to <body>, and one disabled when reached by
  // Tab would be skipped.
  const go = useCallback(
    (step: 1 | -1) => {
      if (!api) return;
      if (step === 1 && api.canScrollNext()) api.scrollNext();
      else if (step === -1 && api.canScrollPrev()) api.scrollPrev();
    },
    [api],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.target instanceof HTMLInputElement) return;
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    }
  };

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={`Sessions of ${activityName}`}
      onKeyDown={onKeyDown}
    >
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.track}>
          {days.map((day, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a group.
            <div
              key={day.date}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${formatDate(day.date)}, ${index + 1} of ${days.length}`}
            >
              <div className={styles.day}>
                <h3 className={styles.date}>
                  {formatDayMonth(day.date)}
                  <span className={styles.fullDate}>{formatDate(day.date)}</span>
                </h3>
                <ul className={styles.sessions}>
                  {day.sessions.map((session) => (
                    <li key={session.no} className={styles.session}>
                      {renderSession(session)}
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          ))}
        </div>
      </div>
      {canPrev || canNext ? (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.button}
            onClick={() => go(-1)}
            aria-disabled={!canPrev}
            aria-label={`Previous dates of ${activityName}`}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" focusable="false" className={styles.icon}>
              <path d="M15 5l-7 7 7 7" />
            </svg>
          </button>
          <button
            type="button"
            className={styles.button}
            onClick={() => go(1)}
            aria-disabled={!canNext}
            aria-label={`Next dates of ${activityName}`}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" focusable="false" className={styles.icon}>
              <path d="M9 5l7 7-7 7" />
            </svg>
          </button>
        </div>
      ) : null}
    </section>
  );
}
