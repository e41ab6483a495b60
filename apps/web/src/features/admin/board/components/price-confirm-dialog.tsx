import { ConfirmDialog } from '../../../../components/ui/confirm-step';
import { formatPence } from '../../../../lib/format';
import styles from './dialogs.module.css';

export type PriceQuestion = {
  bookingNo: string;
  message: string;
  oldTotalPence: number;
  newTotalPence: number;
  paidPence: number;
};

export type PriceConfirmDialogProps = {
  question: PriceQuestion | undefined;
  onConfirm: (question: PriceQuestion) => void;
  onCancel: () => void;
  busy: boolean;
};

/** The move changes the stay's price: staff confirm the new total before it is made. */
export function PriceConfirmDialog({ question, onConfirm, onCancel, busy }: PriceConfirmDialogProps) {
  return (
    <ConfirmDialog
      open={question !== undefined}
      onClose={onCancel}
      title="Confirm the new price"
      confirmLabel={`Move for ${formatPence(question?.newTotalPence ?? 0)}`}
      onConfirm={() => question && onConfirm(question)}
      busy={busy}
      busyText="Moving…"
      backLabel="Keep it where it is"
      actionsClassName={styles.buttons}
    >
      {question ? (
        <>
          <p>{question.message}</p>
          <dl className={styles.totals}>
            <dt>Total now</dt>
            <dd>{formatPence(question.oldTotalPence)}</dd>
            <dt>Total after the move</dt>
            <dd>{formatPence(question.newTotalPence)}</dd>
            <dt>Paid so far</dt>
            <dd>{formatPence(question.paidPence)}</dd>
          </dl>
        </>
      ) : null}
    </ConfirmDialog>
  );
}
