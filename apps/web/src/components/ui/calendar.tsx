import 'react-day-picker/style.css';
import { DayPicker } from 'react-day-picker';
import { enGB } from 'react-day-picker/locale';
import styles from './calendar.module.css';

export type CalendarProps = {
  /** The chosen day; none yet opens the calendar at the earliest day's month. */
  selected?: Date;
  /** Days before this one are disabled, and months before its month are not offered. */
  earliest?: Date;
  /** Weekdays that cannot be chosen (0 = Sunday … 6 = Saturday). */
  disabledWeekdays?: readonly number[];
  onSelect: (day: Date) => void;
};

/**
 * A month grid (react-day-picker): en-GB, weeks start on Monday; it focuses the chosen day, the
 * arrow keys move between days, Page Up/Down between months.
 */
export function Calendar({ selected, earliest, disabledWeekdays, onSelect }: CalendarProps) {
  const disabled = [
    ...(earliest ? [{ before: earliest }] : []),
    ...(disabledWeekdays?.length ? [{ dayOfWeek: [...disabledWeekdays] }] : []),
  ];
  return (
    <DayPicker
      className={styles.calendar}
      mode="single"
      required
      autoFocus
      locale={enGB}
      weekStartsOn={1}
      selected={selected}
      defaultMonth={selected ?? earliest}
      startMonth={earliest}
      disabled={disabled.length ? disabled : undefined}
      onSelect={(day) => {
        if (day) onSelect(day);
      }}
    />
  );
}
