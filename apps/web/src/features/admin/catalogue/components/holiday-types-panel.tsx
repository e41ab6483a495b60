import {
  type TAdminHolidayType,
  type TUpdateHolidayTypeRequest,
  ZUpdateHolidayTypeRequest,
} from '@parkstays/contract';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { TextField } from '../../../../components/ui/field';
import { Spinner } from '../../../../components/ui/spinner';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { formResolver, useFormFields } from '../../../../lib/forms';
import { useAdminHolidayTypes } from '../api/list-holiday-types';
import { useUpdateHolidayType } from '../api/update-holiday-type';
import styles from './catalogue.module.css';

const FIELDS = ['title', 'position'] as const;

function HolidayTypeRow({ type }: { type: TAdminHolidayType }) {
  const save = useUpdateHolidayType();
  const form = useForm<TUpdateHolidayTypeRequest>({
    resolver: formResolver(ZUpdateHolidayTypeRequest),
    defaultValues: { title: type.title, position: type.position },
  });
  const fields = useFormFields(form, { idPrefix: `holiday-type-${type.id}`, fields: FIELDS });
  const onSubmit = form.handleSubmit((values) =>
    save.mutate({ ...values, id: type.id }, { onError: fields.showServerErrors }),
  );
  const unexplained = save.isError && !(save.error instanceof ApiError && save.error.errors.length > 0);
  return (
    <li>
      <form className={styles.row} onSubmit={onSubmit} noValidate aria-label={`Holiday type ${type.title}`}>
        <div className={styles.grow}>
          <TextField {...fields.field('title', { label: 'Name' })} autoComplete="off" />
        </div>
        <div className={styles.narrow}>
          <TextField
            {...fields.field('position', { label: 'Order', register: { valueAsNumber: true } })}
            type="number"
            inputMode="numeric"
            min={0}
            max={999}
          />
        </div>
        <Button type="submit" variant="secondary" busy={save.isPending} busyText="Saving">
          Save<span className="visually-hidden"> {type.title}</span>
        </Button>
        <p className={styles.rowNote}>
          {type.grade_count} grade{type.grade_count === 1 ? '' : 's'} sold under it.
          {save.isSuccess ? <strong> {save.data.message}</strong> : null}
        </p>
        {unexplained ? <Alert variant="error">{errorMessage(save.error)}</Alert> : null}
      </form>
    </li>
  );
}

/** The holiday types guests choose between: their names and order (lowest first). */
export function HolidayTypesPanel() {
  const types = useAdminHolidayTypes();
  if (types.isPending) return <Spinner label="Loading the holiday types…" />;
  if (types.isError) return <Alert variant="error">{errorMessage(types.error)}</Alert>;
  return (
    <div className={styles.panel}>
      <p className={styles.intro}>
        The choice at the start of every search, in this order (lowest number first). Saved names show on the
        site at once.
      </p>
      {types.data.length === 0 ? (
        <EmptyState variant="box">There are no holiday types.</EmptyState>
      ) : (
        <ul className={styles.rows} aria-label="Holiday types">
          {types.data.map((type) => (
            <HolidayTypeRow key={type.id} type={type} />
          ))}
        </ul>
      )}
    </div>
  );
}
