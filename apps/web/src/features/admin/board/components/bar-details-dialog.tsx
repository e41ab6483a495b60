import type { TBoardBar } from '@parkstays/contract';
import { Button } from '../../../../components/ui/button';
import { ConfirmStep } from '../../../../components/ui/confirm-step';
import { FormActions } from '../../../../components/ui/form-actions';
import { Modal } from '../../../../components/ui/modal';
import { errorMessage } from '../../../../lib/api-client';
import { formatDayMonth, formatNights } from '../../../../lib/format';
import { useRemoveUnitBlock } from '../api/remove-unit-block';
import styles from './dialogs.module.css';

export type BarDetailsDialogProps = {
  bar: TBoardBar | undefined;
  unitCode: string;
  onClose: () => void;
  /** The block is removed: what the server said. */
  onRemoved: (message: string) => void;
};

/** A block (with "Remove block") or a hold (the guest's until paid, so it stays put). */
export function BarDetailsDialog({ bar, unitCode, onClose, onRemoved }: BarDetailsDialogProps) {
  const remove = useRemoveUnitBlock();
  const title = bar?.kind === 'block' ? 'Unit block' : 'Held booking';
  const when = bar
    ? `${formatNights(bar.no_of_nights).toLowerCase()} from ${formatDayMonth(bar.arrival_date)}`
    : '';
  return (
    <Modal
      open={bar !== undefined}
      onClose={() => {
        remove.reset();
        onClose();
      }}
      title={title}
    >
      {bar?.kind === 'block' ? (
        <ConfirmStep
          failure={remove.isError ? errorMessage(remove.error) : undefined}
          failureTitle="The block was not removed"
          confirmLabel="Remove block"
          onConfirm={() =>
            remove.mutate(bar.booking_no, { onSuccess: (answer) => onRemoved(answer.message) })
          }
          busy={remove.isPending}
          busyText="Removing…"
          onBack={onClose}
          actionsClassName={styles.buttons}
        >
          <p className={styles.facts}>
            Unit {unitCode} is blocked for {when}: {bar.reason} (reference {bar.booking_no}).
          </p>
        </ConfirmStep>
      ) : bar ? (
        <>
          <p className={styles.facts}>
            Booking {bar.booking_no} ({bar.guest_name || 'no guest name yet'}) holds unit {unitCode} for{' '}
            {when} while the guest pays. It can be moved once it is confirmed; if it is not paid in time the
            unit is free again.
          </p>
          <FormActions className={styles.buttons}>
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
          </FormActions>
        </>
      ) : null}
    </Modal>
  );
}
