import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { ErrorText } from '../../../../components/ui/error-text';
import { Checkbox } from '../../../../components/ui/field';
import styles from './prices.module.css';

/**
 * A question answered with several ticks (weekdays, stay lengths): its legend, its own error under
 * it, one checkbox a choice. The first box has the question's id, so the error summary's link lands
 * on it.
 */
export type CheckboxChoice = { value: string; label: ReactNode };

export function CheckboxChoices(props: {
  id: string;
  legend: string;
  choices: readonly CheckboxChoice[];
  error?: string;
  registration: UseFormRegisterReturn;
}) {
  const { id, error } = props;
  return (
    <fieldset className={styles.choices} aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{props.legend}</legend>
      <ErrorText id={id} error={error} className={styles.fieldError} />
      {props.choices.map((choice, index) => (
        <Checkbox
          key={choice.value}
          id={index === 0 ? id : `${id}-${choice.value}`}
          label={choice.label}
          value={choice.value}
          {...props.registration}
        />
      ))}
    </fieldset>
  );
}
