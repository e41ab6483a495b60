import styles from './skeleton.module.css';

export type SkeletonProps = {
  /** Shape of the placeholder: a line of text, a block (image) or a pill (button). */
  shape?: 'line' | 'block' | 'pill';
  /** A shorter line, for the last line of a paragraph. */
  short?: boolean;
  className?: string;
};

/** A grey placeholder where content is about to appear. Hidden from assistive technology. */
export function Skeleton({ shape = 'line', short = false, className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={[styles.skeleton, styles[shape], short ? styles.short : '', className ?? '']
        .filter(Boolean)
        .join(' ')}
    />
  );
}
