import type { ReactNode } from 'react';
import { Skeleton } from './skeleton';

/** A placeholder's shape: a line of text, the short last line of a paragraph, or a block (a card). */
export type SkeletonShape = 'line' | 'short' | 'block';

/**
 * What a read shows while it loads: grey shapes where its content will be, and words that say
 * what is loading for screen readers.
 */
export function LoadingSkeleton({
  label,
  shapes = ['line', 'line', 'short'],
  announce = false,
  className,
  children,
}: {
  /** "Loading the menus". */
  label: string;
  shapes?: readonly SkeletonShape[];
  /** Say the words as news (a status) as well, where the wait is the page's main news. */
  announce?: boolean;
  className?: string;
  /** Shown before the shapes, such as the page's heading. */
  children?: ReactNode;
}) {
  return (
    <div className={className} aria-busy="true">
      {children}
      <span className="visually-hidden" role={announce ? 'status' : undefined}>
        {label}
      </span>
      {shapes.map((shape, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart.
        <Skeleton key={index} shape={shape === 'short' ? 'line' : shape} short={shape === 'short'} />
      ))}
    </div>
  );
}
