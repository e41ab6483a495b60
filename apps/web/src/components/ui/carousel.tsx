import useEmblaCarousel from 'embla-carousel-react';
import { type KeyboardEvent, useCallback, useEffect, useState } from 'react';
import styles from './carousel.module.css';

export type CarouselImage = { src: string; alt: string };

export type CarouselProps = {
  images: CarouselImage[];
  /** Names the carousel region, for example "Photos of Seaview Lodge". */
  label: string;
  /** Called with the index of the slide in view. */
  onSelectedChange?: (index: number) => void;
  /** Taller slides (a popup) rather than a card's thumbnail strip. */
  size?: 'card' | 'large';
  /** The first image loads eagerly (above the fold); the others lazily. */
  eager?: boolean;
};

/**
 * An image carousel (WAI-ARIA carousel pattern): swipe or drag, Previous/Next buttons, and the
 * arrow keys while focus is inside it. The slide counter is announced politely.
 */
export function Carousel({ images, label, onSelectedChange, size = 'card', eager = false }: CarouselProps) {
  const [viewportRef, api] = useEmblaCarousel({ loop: images.length > 1, duration: 20 });
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    onSelect();
    api.on('select', onSelect).on('reInit', onSelect);
    return () => {
      api.off('select', onSelect).off('reInit', onSelect);
    };
  }, [api]);

  useEffect(() => {
    onSelectedChange?.(selected);
  }, [selected, onSelectedChange]);

  const count = images.length;
  // Without the carousel engine (no layout yet) the buttons still move one slide.
  const go = useCallback(
    (step: 1 | -1) => {
      if (api) {
        if (step === 1) api.scrollNext();
        else api.scrollPrev();
      } else {
        setSelected((current) => (current + step + count) % count);
      }
    },
    [api, count],
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
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.track}>
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
                alt={image.alt}
                loading={eager && index === 0 ? 'eager' : 'lazy'}
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
