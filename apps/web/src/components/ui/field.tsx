import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes } from 'react';
import styles from './field.module.css';

type FieldShellProps = {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
};

export function describedBy(id: string, hint?: ReactNode, error?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** The hint under a label, then the field's own error, with the ids `describedBy` names. */
function HintAndError({ id, hint, error }: Pick<FieldShellProps, 'id' | 'hint' | 'error'>) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      ) : null}
    </>
  );
}

/** GOV.UK-style field: label, hint under it, the field's own error beside the control. */
export function Field({ id, label, hint, error, children }: FieldShellProps) {
  return (
    <div className={`${styles.field} ${error ? styles.fieldError : ''}`}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <HintAndError id={id} hint={hint} error={error} />
      {children}
    </div>
  );
}

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
};

export function TextField({ id, label, hint, error, className, ref, ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <input
        ref={ref}
        id={id}
        className={`${styles.input} ${className ?? ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...input}
      />
    </Field>
  );
}

export type SelectOption = { value: string; label: string };

export type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  options: SelectOption[];
  /** A first, empty option such as "Select Your Country". */
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
};

export function Select({
  id,
  label,
  hint,
  error,
  options,
  placeholder,
  className,
  ref,
  ...select
}: SelectProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <select
        ref={ref}
        id={id}
        className={`${styles.input} ${styles.select} ${className ?? ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...select}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
};

export function Checkbox({ id, label, hint, error, className, ref, ...input }: CheckboxProps) {
  return (
    <div className={`${styles.checkbox} ${error ? styles.fieldError : ''} ${className ?? ''}`}>
      <input
        ref={ref}
        id={id}
        type="checkbox"
        className={styles.checkboxInput}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...input}
      />
      <label className={styles.checkboxLabel} htmlFor={id}>
        {label}
      </label>
      <HintAndError id={id} hint={hint} error={error} />
    </div>
  );
}
