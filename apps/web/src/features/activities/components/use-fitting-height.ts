import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect } from 'react';

/**
 * Keeps a carousel's window as tall as the slides in view, not the tallest slide of all: on a
 * phone, one short date no longer sits above a gap left by a longer one further on.
 */
export function useFittingHeight(api: UseEmblaCarouselType[1]) {
  useEffect(() => {
    if (!api) return;
    const root = api.rootNode();
    const fit = () => {
      const slides = api.slideNodes();
      const inView = api.internalEngine().slideRegistry[api.selectedScrollSnap()] ?? [];
      const heights = inView.map((index) => slides[index]?.offsetHeight ?? 0);
      const tallest = Math.max(0, ...heights);
      root.style.height = tallest > 0 ? `${tallest}px` : '';
    };
    fit();
    api.on('select', fit).on('reInit', fit).on('resize', fit).on('slidesChanged', fit);
    // The sessions' buttons can change height after the first paint (fonts, Sold Out…).
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(fit) : undefined;
    for (const slide of api.slideNodes()) observer?.observe(slide);
    return () => {
      api.off('select', fit).off('reInit', fit).off('resize', fit).off('slidesChanged', fit);
      observer?.disconnect();
      root.style.height = '';
    };
  }, [api]);
}
