import { type TAllocationBoard, ZCreateUnitBlockRequest } from '@parkstays/contract';
import { useForm } from 'react-hook-form';
import { TextField } from '../../../../components/ui/field';
import { FormFrame } from '../../../../components/ui/form-frame';
import { Modal } from '../../../../components/ui/modal';
import { formResolver, useFormFields } from '../../../../lib/forms';
import { useCreateUnitBlock } from '../api/create-unit-block';
import styles from './dialogs.module.css';
import { UnitAndFirstNightFields } from './unit-and-first-night';

const FIELDS = ['unit_id', 'arrival_date', 'no_of_nights', 'reason'] as const;

export type BlockUnitDialogProps = {
  board: TAllocationBoard;
  open: boolean;
  onClose: () => void;
  /** The unit is blocked: what the server said. */
  onBlocked: (message: string) => void;
};

/** Takes a unit out of order for some nights (maintenance), so nobody can book it. */
export function BlockUnitDialog({ board, open, onClose, onBlocked }: BlockUnitDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title="Block a unit">
      {open ? <BlockForm board={board} onClose={onClose} onBlocked={onBlocked} open /> : null}
    </Modal>
  );
}

function BlockForm({ board, onClose, onBlocked }: BlockUnitDialogProps) {
  const create = useCreateUnitBlock();
  const form = useForm({
    resolver: formResolver(ZCreateUnitBlockRequest),
    defaultValues: {
      unit_id: undefined as unknown as number,
      arrival_date: board.from < board.today ? board.today : board.from,
      no_of_nights: 1,
      reason: '',
    },
  });
  const fields = useFormFields(form, { idPrefix: 'block', fields: FIELDS });
  const onSubmit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (answer) => onBlocked(answer.message),
      onError: fields.showServerErrors,
    }),
  );
  return (
    <FormFrame
      className={styles.form}
      label="Block a unit"
      onSubmit={onSubmit}
      intro={
        <p className={styles.facts}>
          Nobody can book a blocked unit on its nights. A unit that is booked on one of them cannot be
          blocked: move that booking first.
        </p>
      }
      summary={fields.summary}
      call={create}
      failureTitle="The unit was not blocked"
      submitLabel="Block unit"
      busyText="Blocking…"
      onCancel={onClose}
      actionsClassName={styles.buttons}
    >
      <UnitAndFirstNightFields board={board} fields={fields} unitPlaceholder="Choose a unit" />
      <TextField
        {...fields.field('no_of_nights', { label: 'Number of nights', register: { valueAsNumber: true } })}
        type="number"
        inputMode="numeric"
        min={1}
      />
      <TextField
        {...fields.field('reason', {
          label: 'Reason',
          hint: 'Staff see it on the board, for example “Boiler replaced”.',
        })}
        maxLength={200}
      />
    </FormFrame>
  );
}
