import { DatePicker } from '../../../../components/ui/date-picker';
import styles from './prices.module.css';

/** A date question of the price forms: the calendar button, its hint and its own error beside it. */
export function DateField(props: {
  id: string;
  label: string;
  value: string;
  onChange: (isoDate: string) => void;
  error?: string;
  hint?: string;
  min?: string;
}) {
  const { error, ...picker } = props;
  return (
    <div>
      <DatePicker {...picker} />
      {error ? (
        <p id={`${props.id}-error`} className={styles.fieldError}>
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      ) : null}
    </div>
  );
}
