import { lazy, Suspense, useId, useRef, useState } from 'react';
import { formatDate } from '../../lib/format';
import { isoToLocalDate, localDateToIso } from '../../lib/iso-date';
import styles from './date-picker.module.css';
import { LazyDialog } from './lazy-dialog';
import { Spinner } from './spinner';

// The calendar (react-day-picker and date-fns) loads when a calendar is first opened.
const Calendar = lazy(() => import('./calendar').then((module) => ({ default: module.Calendar })));

export type DatePickerProps = {
  id: string;
  label: string;
  /** yyyy-mm-dd, or '' while no day is chosen. */
  value: string;
  onChange: (isoDate: string) => void;
  /** The earliest day that can be chosen (yyyy-mm-dd); earlier days are disabled. */
  min?: string;
  /** Weekdays that cannot be chosen (0 = Sunday … 6 = Saturday); say why in the hint. */
  disabledWeekdays?: readonly number[];
  hint?: string;
  /** Shown while no day is chosen. */
  placeholder?: string;
};

/**
 * A date field: a button showing the day as dd/mm/yyyy that opens a calendar dialog (en-GB, weeks
 * start on Monday). Choosing a day applies it at once and closes the calendar; the arrow keys move
 * between days, Page Up/Down between months, Escape closes.
 */
export function DatePicker({
  id,
  label,
  value,
  onChange,
  min,
  disabledWeekdays,
  hint,
  placeholder = 'Choose a date',
}: DatePickerProps) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const labelId = `${id}-label`;
  const valueId = `${id}-value`;
  const titleId = useId();
  const selected = value ? isoToLocalDate(value) : undefined;
  const earliest = min ? isoToLocalDate(min) : undefined;

  return (
    <div className={styles.field}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <button
        ref={trigger}
        id={id}
        type="button"
        className={styles.trigger}
        aria-labelledby={`${labelId} ${valueId}`}
        aria-describedby={hint ? `${id}-hint` : undefined}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <span id={valueId} className={value ? undefined : styles.placeholder}>
          {value ? formatDate(value) : placeholder}
        </span>
        <svg aria-hidden="true" viewBox="0 0 24 24" focusable="false" className={styles.icon}>
          <rect x="3" y="5" width="18" height="16" rx="2" />
          <path d="M3 10h18M8 3v4M16 3v4" />
        </svg>
      </button>
      {/* The dialog's code, like the calendar's, loads when it first opens. */}
      <LazyDialog open={open}>
        {(Dialog) => (
          <Dialog.Root open={open} onOpenChange={setOpen}>
            <Dialog.Portal>
              <Dialog.Overlay className={styles.overlay} />
              <Dialog.Content
                className={styles.content}
                aria-labelledby={titleId}
                aria-describedby={undefined}
                // The calendar focuses the chosen day itself once it loads. Already loaded, it is
                // drawn before this dialog's focus trap starts, and inside another dialog that
                // one's trap takes the focus back: so the day is focused again here.
                onOpenAutoFocus={(event) => {
                  event.preventDefault();
                  const content = event.currentTarget as HTMLElement | null;
                  content?.querySelector<HTMLElement>('[role="grid"] button[tabindex="0"]')?.focus();
                }}
                // Back to the field's button, as a Radix trigger would.
                onCloseAutoFocus={(event) => {
                  event.preventDefault();
                  trigger.current?.focus();
                }}
              >
                <div className={styles.header}>
                  <Dialog.Title id={titleId} className={styles.title}>
                    Choose {label.toLowerCase()}
                  </Dialog.Title>
                  <Dialog.Close className={styles.close} aria-label="Close">
                    <svg
                      aria-hidden="true"
                      viewBox="0 0 24 24"
                      className={styles.closeIcon}
                      focusable="false"
                    >
                      <path d="M6 6l12 12M18 6L6 18" />
                    </svg>
                  </Dialog.Close>
                </div>
                <Suspense fallback={<Spinner label="Loading calendar…" />}>
                  <Calendar
                    selected={selected}
                    earliest={earliest}
                    disabledWeekdays={disabledWeekdays}
                    onSelect={(day) => {
                      onChange(localDateToIso(day));
                      setOpen(false);
                    }}
                  />
                </Suspense>
              </Dialog.Content>
            </Dialog.Portal>
          </Dialog.Root>
        )}
      </LazyDialog>
    </div>
  );
}
