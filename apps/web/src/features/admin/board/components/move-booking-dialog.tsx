import { type TAllocationBoard, type TBoardBar, ZMoveBookingRequest } from '@parkstays/contract';
import { useForm } from 'react-hook-form';
import { FormFrame } from '../../../../components/ui/form-frame';
import { Modal } from '../../../../components/ui/modal';
import { formatDayMonth, formatNights } from '../../../../lib/format';
import { formResolver, useFormFields } from '../../../../lib/forms';
import styles from './dialogs.module.css';
import { UnitAndFirstNightFields } from './unit-and-first-night';

const ZMoveForm = ZMoveBookingRequest.pick({ unit_id: true, arrival_date: true });
const FIELDS = ['unit_id', 'arrival_date'] as const;

export type MoveBookingDialogProps = {
  board: TAllocationBoard;
  bar: TBoardBar | undefined;
  onClose: () => void;
  /** The same call a drag makes. */
  onMove: (bar: TBoardBar, unitId: number, arrivalDate: string) => void;
  busy: boolean;
  /** Why the server refused the last try, shown at the top. */
  refusal?: string;
};

/** The keyboard's and screen reader's way to move a stay: a unit and a first night. */
export function MoveBookingDialog({ board, bar, onClose, onMove, busy, refusal }: MoveBookingDialogProps) {
  return (
    <Modal open={bar !== undefined} onClose={onClose} title="Move booking">
      {bar ? (
        <MoveForm
          key={bar.booking_no}
          board={board}
          bar={bar}
          onMove={onMove}
          busy={busy}
          refusal={refusal}
          onClose={onClose}
        />
      ) : null}
    </Modal>
  );
}

function MoveForm({
  board,
  bar,
  onMove,
  busy,
  refusal,
  onClose,
}: MoveBookingDialogProps & { bar: TBoardBar }) {
  const form = useForm({
    resolver: formResolver(ZMoveForm),
    defaultValues: { unit_id: bar.unit_id, arrival_date: bar.arrival_date },
  });
  const fields = useFormFields(form, { idPrefix: 'move', fields: FIELDS });
  const unitCode = board.grades.flatMap((g) => g.units).find((u) => u.unit_id === bar.unit_id)?.unit_code;
  return (
    <FormFrame
      className={styles.form}
      label={`Move booking ${bar.booking_no}`}
      onSubmit={form.handleSubmit((values) => onMove(bar, values.unit_id, values.arrival_date))}
      intro={
        <p className={styles.facts}>
          {bar.guest_name || 'No guest name'}, booking {bar.booking_no}: unit {unitCode},{' '}
          {formatNights(bar.no_of_nights).toLowerCase()} from {formatDayMonth(bar.arrival_date)}.
        </p>
      }
      summary={fields.summary}
      failure={refusal}
      failureTitle="The booking was not moved"
      submitLabel="Move booking"
      busy={busy}
      busyText="Moving…"
      onCancel={onClose}
      actionsClassName={styles.buttons}
    >
      <UnitAndFirstNightFields
        board={board}
        fields={fields}
        unitHint="Any unit at this park. Another grade may change the price: you will be asked first."
        nightHint={`The stay keeps its ${formatNights(bar.no_of_nights).toLowerCase()}.`}
      />
    </FormFrame>
  );
}
