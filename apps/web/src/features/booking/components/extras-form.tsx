import { type TExtra, ZUpdateExtrasRequest } from '@parkstays/contract';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { TextField } from '../../../components/ui/field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { formatPence } from '../../../lib/format';
import { applyServerErrors, formResolver, useFormFields } from '../../../lib/forms';
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
    resolver: formResolver(ZUpdateExtrasRequest),
    defaultValues: {
      extrasJSON: extras.map((extra) => ({ code: extra.code, quantity: extra.selectedQuantity })),
    },
  });
  const quantities = extras.map((_, index) => `extrasJSON.${index}.quantity` as const);
  const fields = useFormFields(form, {
    idPrefix: 'extra',
    fields: quantities,
    ids: Object.fromEntries(quantities.map((field, index) => [field, `extra-${index}-quantity`])),
  });
  // Each row of the summary names its extra.
  const summary = extras.flatMap((extra, index) => {
    const message = fields.error(quantities[index]!);
    return message
      ? [{ id: fields.id(quantities[index]!), message: `${extra.description}: ${message}` }]
      : [];
  });
  // A refusal about one extra (too few left) is shown on its quantity, through the summary.
  const onItsRow =
    update.error instanceof ApiError &&
    update.error.code === 'EXTRA_SOLD_OUT' &&
    update.error.errors.length > 0;
  const hadChoices = extras.some((extra) => extra.selectedQuantity > 0);

  const onSubmit = form.handleSubmit(({ extrasJSON }) => {
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
          // The server numbers the extras it was sent, which are only the chosen ones.
          applyServerErrors(error, form.setError, quantities, (field) => {
            const sent = chosen[Number(/^extrasJSON\.(\d+)\./.exec(field)?.[1] ?? -1)];
            const row = extrasJSON.findIndex((item) => item.code === sent?.code);
            return row >= 0 ? quantities[row] : undefined;
          });
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Optional extras">
      <h2 className={styles.heading}>Optional extras</h2>
      <ErrorSummary errors={summary} focusKey={fields.summary.focusKey} />
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
                  {...fields.field(quantities[index]!, { register: { valueAsNumber: true } })}
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
