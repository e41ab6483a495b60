import {
  type TAddUnitRequest,
  type TAdminGrade,
  type TAdminUnit,
  ZAddUnitRequest,
} from '@parkstays/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { TextField } from '../../../../components/ui/field';
import { FormActions } from '../../../../components/ui/form-actions';
import { backOfficeBookingPath, backOfficePaths } from '../../../../config/back-office-paths';
import { errorMessage } from '../../../../lib/api-client';
import { formatDate } from '../../../../lib/format';
import { formResolver, useFormFields } from '../../../../lib/forms';
import { useAddUnit } from '../api/add-unit';
import { useBringBackUnit } from '../api/bring-back-unit';
import { useRenameUnit } from '../api/rename-unit';
import { stayRefusal, useRetireUnit } from '../api/retire-unit';
import styles from './catalogue.module.css';

type Outcome =
  | { kind: 'done'; message: string }
  | { kind: 'refused'; unitCode: string; message: string; bookingNos: string[] }
  | { kind: 'failed'; message: string };

type UnitCodeFormControls = {
  reset: () => void;
  showServerErrors: (error: unknown) => boolean;
  /** Shows a message on the code's field. */
  showError: (message: string) => void;
};

/** A unit's code, asked on its own: the rename of one unit, or the code of a new one. */
function UnitCodeForm(props: {
  formLabel: string;
  id: string;
  label: string;
  hint?: string;
  code: string;
  submit: { text: string; busyText: string; busy: boolean; variant?: 'secondary' };
  /** Sends the code; `showServerErrors` answers whether the API's errors landed on the field. */
  onSave: (code: string, form: UnitCodeFormControls) => void;
}) {
  const form = useForm<TAddUnitRequest>({
    resolver: formResolver(ZAddUnitRequest),
    defaultValues: { unit_code: props.code },
  });
  const fields = useFormFields(form, {
    idPrefix: 'unit',
    fields: ['unit_code'],
    ids: { unit_code: props.id },
  });
  const onSubmit = form.handleSubmit((values) =>
    props.onSave(values.unit_code, {
      reset: () => form.reset(),
      showServerErrors: fields.showServerErrors,
      showError: (message) => form.setError('unit_code', { message }),
    }),
  );
  return (
    <form className={styles.row} onSubmit={onSubmit} noValidate aria-label={props.formLabel}>
      <div className={styles.grow}>
        <TextField
          {...fields.field('unit_code', { label: props.label, hint: props.hint })}
          autoComplete="off"
          spellCheck={false}
        />
      </div>
      <Button
        type="submit"
        variant={props.submit.variant}
        busy={props.submit.busy}
        busyText={props.submit.busyText}
      >
        {props.submit.text}
      </Button>
    </form>
  );
}

function RenameUnitForm({ unit, onDone }: { unit: TAdminUnit; onDone: (outcome: Outcome) => void }) {
  const rename = useRenameUnit();
  return (
    <UnitCodeForm
      formLabel={`Rename unit ${unit.unit_code}`}
      id={`unit-${unit.id}-code`}
      label={`New code for ${unit.unit_code}`}
      code={unit.unit_code}
      submit={{ text: 'Save code', busyText: 'Saving', busy: rename.isPending, variant: 'secondary' }}
      onSave={(unit_code, form) =>
        rename.mutate(
          { id: unit.id, unit_code },
          {
            onSuccess: (answer) => onDone({ kind: 'done', message: answer.message }),
            onError: (error) => {
              if (!form.showServerErrors(error)) form.showError(errorMessage(error));
            },
          },
        )
      }
    />
  );
}

function UnitRow({ unit, onOutcome }: { unit: TAdminUnit; onOutcome: (outcome: Outcome) => void }) {
  const retire = useRetireUnit();
  const bringBack = useBringBackUnit();
  const [renaming, setRenaming] = useState(false);
  const retired = unit.retired_at !== null;

  const onRetire = () =>
    retire.mutate(unit.id, {
      onSuccess: (answer) => onOutcome({ kind: 'done', message: answer.message }),
      onError: (error) => {
        const refusal = stayRefusal(error);
        onOutcome(
          refusal
            ? { kind: 'refused', unitCode: unit.unit_code, ...refusal }
            : { kind: 'failed', message: errorMessage(error) },
        );
      },
    });
  const onBringBack = () =>
    bringBack.mutate(unit.id, {
      onSuccess: (answer) => onOutcome({ kind: 'done', message: answer.message }),
      onError: (error) => onOutcome({ kind: 'failed', message: errorMessage(error) }),
    });

  return (
    <li className={styles.row} aria-label={`Unit ${unit.unit_code}`}>
      <p className={styles.unitCode}>
        {unit.unit_code}{' '}
        {retired ? (
          <span className={`${styles.status} ${styles.retired}`}>
            Retired {formatDate(unit.retired_at ?? '')}
          </span>
        ) : (
          <span className={`${styles.status} ${styles.let}`}>Let</span>
        )}
      </p>
      <FormActions>
        <Button type="button" variant="ghost" aria-expanded={renaming} onClick={() => setRenaming(!renaming)}>
          {renaming ? 'Keep the code' : 'Rename'}
          <span className="visually-hidden"> unit {unit.unit_code}</span>
        </Button>
        {retired ? (
          <Button
            type="button"
            variant="secondary"
            busy={bringBack.isPending}
            busyText="Bringing back"
            onClick={onBringBack}
          >
            Bring back<span className="visually-hidden"> unit {unit.unit_code}</span>
          </Button>
        ) : (
          <Button
            type="button"
            variant="secondary"
            busy={retire.isPending}
            busyText="Retiring"
            onClick={onRetire}
          >
            Retire<span className="visually-hidden"> unit {unit.unit_code}</span>
          </Button>
        )}
      </FormActions>
      {renaming ? (
        <div className={styles.rowNote}>
          <RenameUnitForm
            unit={unit}
            onDone={(outcome) => {
              setRenaming(false);
              onOutcome(outcome);
            }}
          />
        </div>
      ) : null}
    </li>
  );
}

function AddUnitForm({ gradeId, onOutcome }: { gradeId: number; onOutcome: (outcome: Outcome) => void }) {
  const add = useAddUnit();
  return (
    <UnitCodeForm
      formLabel="Add a unit"
      id="unit-new-code"
      label="New unit’s code"
      hint="For example BRC027: one of a kind in this grade."
      code=""
      submit={{ text: 'Add unit', busyText: 'Adding', busy: add.isPending }}
      onSave={(unit_code, form) =>
        add.mutate(
          { gradeId, unit_code },
          {
            onSuccess: (answer) => {
              form.reset();
              onOutcome({ kind: 'done', message: `${answer.message} Guests can book it from now on.` });
            },
            onError: (error) => {
              if (!form.showServerErrors(error)) onOutcome({ kind: 'failed', message: errorMessage(error) });
            },
          },
        )
      }
    />
  );
}

/**
 * A grade's units: each let or retired (offered to no one), renamed, retired or brought back, and a
 * new one added. A unit with stays to come is not retired: the refusal names them, with links.
 */
export function UnitsPanel({ grade }: { grade: TAdminGrade }) {
  const [outcome, setOutcome] = useState<Outcome>();
  return (
    <section className={styles.formSection} aria-labelledby="units-heading">
      <h2 id="units-heading" className={styles.sectionTitle}>
        Units
      </h2>
      <p className={styles.hint}>
        {grade.units_let} let, {grade.units_retired} retired. A retired unit is offered to no search, booking
        or move; a unit with stays to come can only be retired once they have moved.
      </p>
      {outcome?.kind === 'done' ? <Alert variant="success">{outcome.message}</Alert> : null}
      {outcome?.kind === 'failed' ? <Alert variant="error">{outcome.message}</Alert> : null}
      {outcome?.kind === 'refused' ? (
        <Alert variant="error" title={`Unit ${outcome.unitCode} cannot be retired yet`} takeFocus>
          <p>{outcome.message}</p>
          {outcome.bookingNos.length > 0 ? (
            <ul className={styles.bookings} aria-label="Stays to move first">
              {outcome.bookingNos.map((bookingNo) => (
                <li key={bookingNo}>
                  <Link to={backOfficeBookingPath(bookingNo)}>Booking {bookingNo}</Link>
                </li>
              ))}
            </ul>
          ) : null}
          <p>
            <Link to={backOfficePaths.board}>Open the Allocation board</Link> to move them.
          </p>
        </Alert>
      ) : null}
      {grade.units.length === 0 ? (
        <EmptyState variant="box">
          This grade has no units yet: guests cannot book it until one is added.
        </EmptyState>
      ) : (
        <ul className={styles.rows} aria-label={`Units of ${grade.title}`}>
          {grade.units.map((unit) => (
            <UnitRow key={unit.id} unit={unit} onOutcome={setOutcome} />
          ))}
        </ul>
      )}
      <AddUnitForm gradeId={grade.id} onOutcome={setOutcome} />
    </section>
  );
}
