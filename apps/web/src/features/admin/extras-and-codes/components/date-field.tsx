import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { DatePicker } from '../../../../components/ui/date-picker';
import type { FormFields } from '../../../../lib/forms';
import styles from './offers.module.css';

/** A date chosen on the calendar, with the form's error for it beside it. */
export function DateField<T extends FieldValues>({
  control,
  fields,
  name,
  label,
  hint,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: the date only reads and sets its own value, whatever the form submits.
  control: Control<T, any, any>;
  fields: Pick<FormFields<T>, 'id' | 'error'>;
  /** The form's field holding yyyy-mm-dd. */
  name: Path<T>;
  label: string;
  hint?: string;
}) {
  const id = fields.id(name);
  const error = fields.error(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className={error ? styles.dateFieldError : styles.dateField}>
          {error ? (
            <p id={`${id}-error`} className={styles.fieldErrorText}>
              <span className="visually-hidden">Error: </span>
              {error}
            </p>
          ) : null}
          <DatePicker id={id} label={label} hint={hint} value={field.value} onChange={field.onChange} />
        </div>
      )}
    />
  );
}
