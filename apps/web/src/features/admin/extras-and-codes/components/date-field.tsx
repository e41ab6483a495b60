import { DatePicker } from '../../../../components/ui/date-picker';
import styles from './offers.module.css';

/** A date chosen on the calendar, with the form's error for it beside it. */
export function DateField({
  id,
  label,
  value,
  hint,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  hint?: string;
  error?: string;
  onChange: (isoDate: string) => void;
}) {
  return (
    <div className={error ? styles.dateFieldError : styles.dateField}>
      {error ? (
        <p id={`${id}-error`} className={styles.fieldErrorText}>
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      ) : null}
      <DatePicker id={id} label={label} hint={hint} value={value} onChange={onChange} />
    </div>
  );
}
