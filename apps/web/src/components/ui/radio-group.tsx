import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import styles from './radio-group.module.css';

export type RadioOption = { value: string; label: ReactNode; hint?: ReactNode };

export type RadioGroupProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'value'> & {
  id: string;
  legend: ReactNode;
  options: RadioOption[];
  error?: string;
  ref?: Ref<HTMLInputElement>;
};

/**
 * GOV.UK-style radios: a fieldset whose legend asks the question; the first radio has the id (the
 * error summary links to it). react-hook-form's `register` spreads onto every radio.
 */
export function RadioGroup({ id, legend, options, error, ref, className, ...input }: RadioGroupProps) {
  return (
    <fieldset
      className={`${styles.fieldset} ${error ? styles.fieldError : ''} ${className ?? ''}`}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      ) : null}
      {options.map((option, index) => {
        const optionId = index === 0 ? id : `${id}-${index}`;
        return (
          <div key={option.value} className={styles.option}>
            <input
              ref={ref}
              id={optionId}
              type="radio"
              value={option.value}
              className={styles.input}
              aria-describedby={option.hint ? `${optionId}-hint` : undefined}
              {...input}
            />
            <label htmlFor={optionId} className={styles.label}>
              {option.label}
            </label>
            {option.hint ? (
              <p id={`${optionId}-hint`} className={styles.hint}>
                {option.hint}
              </p>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
