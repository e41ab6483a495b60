/**
 * A question's own error where the control draws its label itself (a date, a group of ticks):
 * "Error:" is read out first, and its id (`${id}-error`) lets the control point to it.
 */
export function ErrorText({ id, error, className }: { id: string; error?: string; className?: string }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className={className}>
      <span className="visually-hidden">Error: </span>
      {error}
    </p>
  );
}
