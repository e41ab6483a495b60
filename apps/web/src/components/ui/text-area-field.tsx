import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { describedBy, Field } from './field';
import styles from './text-area-field.module.css';

// Apart from field.tsx, which the home page loads: no page a guest starts on asks for several lines.
export type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  ref?: Ref<HTMLTextAreaElement>;
};

/** A field of several lines of text, grown by the user as they need. */
export function TextAreaField({
  id,
  label,
  hint,
  error,
  className,
  ref,
  rows = 4,
  ...input
}: TextAreaFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <textarea
        ref={ref}
        id={id}
        rows={rows}
        className={`${styles.textarea} ${className ?? ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...input}
      />
    </Field>
  );
}
