import {
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import styles from './carousel.module.css';

/** An image, with its copies for other screen densities (`srcset` of x descriptors) when it has them. */
export type CarouselImage = { src: string; alt: string; srcSet?: string };

export type CarouselProps = {
  images: CarouselImage[];
  /** Names the carousel region, for example "Photos of Seaview Lodge". */
  label: string;
  /** Called with the index of the slide in view. */
  onSelectedChange?: (index: number) => void;
  /** Taller slides (a popup) rather than a card's thumbnail strip. */
  size?: 'card' | 'large';
  /** The first image loads eagerly (above the fold) and early; the others lazily. */
  eager?: boolean;
};

/** How far (px) a swipe must travel to change the slide. */
const SWIPE_PX = 40;

/**
 * An image carousel (WAI-ARIA carousel pattern): swipe or drag, Previous/Next buttons, and the
 * arrow keys while focus is inside it; it goes round. The slide counter is announced politely.
 * The strip moves with a CSS transform: nothing is measured, so many cards cost no layout work.
 */
export function Carousel({ images, label, onSelectedChange, size = 'card', eager = false }: CarouselProps) {
  const [selected, setSelected] = useState(0);
  const track = useRef<HTMLDivElement>(null);
  const drag = useRef<{ pointer: number; startX: number; dx: number } | null>(null);
  const count = images.length;

  useEffect(() => {
    onSelectedChange?.(selected);
  }, [selected, onSelectedChange]);

  const go = useCallback(
    (step: 1 | -1) => setSelected((current) => (current + step + count) % count),
    [count],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    }
  };

  // The strip follows the finger (or the mouse) and settles on the next slide past SWIPE_PX.
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (count < 2 || event.button !== 0) return;
    drag.current = { pointer: event.pointerId, startX: event.clientX, dx: 0 };
    event.currentTarget.setPointerCapture?.(event.pointerId);
    track.current?.setAttribute('data-dragging', '');
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointer !== event.pointerId) return;
    current.dx = event.clientX - current.startX;
    track.current?.style.setProperty('--drag', `${current.dx}px`);
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointer !== event.pointerId) return;
    drag.current = null;
    track.current?.style.removeProperty('--drag');
    track.current?.removeAttribute('data-dragging');
    if (Math.abs(current.dx) >= SWIPE_PX) go(current.dx < 0 ? 1 : -1);
  };

  if (count === 0) {
    return <div className={`${styles.carousel} ${styles[size]} ${styles.empty}`} />;
  }

  return (
    <section
      className={`${styles.carousel} ${styles[size]}`}
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
    >
      <div
        className={styles.viewport}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
      >
        <div className={styles.track} ref={track} style={{ '--slide': selected } as CSSProperties}>
          {images.map((image, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a group.
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: the same photo may appear twice; order is fixed.
              key={`${image.src}-${index}`}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${count}`}
              aria-hidden={index === selected ? undefined : true}
            >
              <img
                className={styles.image}
                src={image.src}
                srcSet={image.srcSet}
                alt={image.alt}
                draggable={false}
                loading={eager && index === 0 ? 'eager' : 'lazy'}
                fetchPriority={eager && index === 0 ? 'high' : undefined}
                decoding="async"
              />
            </div>
          ))}
        </div>
      </div>
      {count > 1 ? (
        <div className={styles.controls}>
          <button type="button" className={styles.button} onClick={() => go(-1)} aria-label="Previous image">
            <svg aria-hidden="true" viewBox="0 0 24 24" focusable="false" className={styles.icon}>
              <path d="M15 5l-7 7 7 7" />
            </svg>
          </button>
          <span className={styles.counter} aria-live="polite">
            <span className="visually-hidden">Image </span>
            {selected + 1} / {count}
          </span>
          <button type="button" className={styles.button} onClick={() => go(1)} aria-label="Next image">
            <svg aria-hidden="true" viewBox="0 0 24 24" focusable="false" className={styles.icon}>
              <path d="M9 5l7 7-7 7" />
            </svg>
          </button>
        </div>
      ) : null}
    </section>
  );
}
