import { zodResolver } from '@hookform/resolvers/zod';
import { type TExtra, ZUpdateExtrasRequest } from '@parkstays/contract';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { TextField } from '../../../components/ui/field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { formatPence } from '../../../lib/format';
import { type UpdateExtrasBody, useUpdateExtras } from '../api/update-extras';
import styles from './extras-form.module.css';

export type ExtrasFormProps = {
  bookingId: number;
  extras: TExtra[];
  onDone: () => void;
};

/**
 * Step 2: a quantity (0 or more) per extra. Only quantities above 0 are sent; with none chosen
 * (and none chosen before) the step moves on at once.
 */
export function ExtrasForm({ bookingId, extras, onDone }: ExtrasFormProps) {
  const update = useUpdateExtras(bookingId);
  const form = useForm<UpdateExtrasBody>({
    resolver: zodResolver(ZUpdateExtrasRequest),
    defaultValues: {
      extrasJSON: extras.map((extra) => ({ code: extra.code, quantity: extra.selectedQuantity })),
    },
  });
  const { register, handleSubmit, formState, setError } = form;
  const id = (index: number) => `extra-${index}-quantity`;
  const rowErrors = formState.errors.extrasJSON;
  const summary = extras.flatMap((extra, index) => {
    const message = rowErrors?.[index]?.quantity?.message;
    return message ? [{ id: id(index), message: `${extra.description}: ${message}` }] : [];
  });
  // A refusal about one extra (too few left) is shown on its quantity, through the summary.
  const onItsRow =
    update.error instanceof ApiError &&
    update.error.code === 'EXTRA_SOLD_OUT' &&
    update.error.errors.length > 0;
  const hadChoices = extras.some((extra) => extra.selectedQuantity > 0);

  const onSubmit = handleSubmit(({ extrasJSON }) => {
    const chosen = extrasJSON.filter((row) => row.quantity > 0);
    if (chosen.length === 0 && !hadChoices) {
      onDone();
      return;
    }
    update.mutate(
      { extrasJSON: chosen },
      {
        onSuccess: onDone,
        // Too few of an extra left on the stay's nights: the message goes on that extra's quantity.
        onError: (error) => {
          if (!(error instanceof ApiError) || error.code !== 'EXTRA_SOLD_OUT') return;
          for (const fieldError of error.errors) {
            const sent = chosen[Number(/^extrasJSON\.(\d+)\./.exec(fieldError.field)?.[1] ?? -1)];
            const row = extrasJSON.findIndex((item) => item.code === sent?.code);
            if (row >= 0)
              setError(`extrasJSON.${row}.quantity`, { type: 'server', message: fieldError.message });
          }
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Optional extras">
      <h2 className={styles.heading}>Optional extras</h2>
      <ErrorSummary errors={summary} focusKey={formState.submitCount} />
      {update.isError && !onItsRow ? <Alert variant="error">{errorMessage(update.error)}</Alert> : null}
      {extras.length === 0 ? (
        <p>There are no optional extras for this stay.</p>
      ) : (
        <ul className={styles.list}>
          {extras.map((extra, index) => (
            <li key={extra.code} className={styles.extra}>
              <div className={styles.about}>
                <p className={styles.name}>{extra.description}</p>
                <p className={styles.price}>{formatPence(extra.unit_price_pence)} each</p>
                {extra.note ? <p className={styles.note}>{extra.note}</p> : null}
              </div>
              <div className={styles.quantity}>
                <TextField
                  id={id(index)}
                  label={
                    <>
                      Quantity<span className="visually-hidden"> of {extra.description}</span>
                    </>
                  }
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={20}
                  step={1}
                  error={rowErrors?.[index]?.quantity?.message}
                  {...register(`extrasJSON.${index}.quantity`, { valueAsNumber: true })}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      <Button type="submit" block busy={update.isPending} busyText="Processing">
        Continue
      </Button>
    </form>
  );
}
