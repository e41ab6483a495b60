import {
  COUPON_APPLIED_MESSAGE,
  COUPON_INVALID_MESSAGE,
  KEY_FILTERS,
  ZApplyPromotionalCodeRequest,
} from '@parkstays/contract';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { formResolver, useFormFields } from '../../../lib/forms';
import { useApplyPromotionalCode } from '../api/apply-promotional-code';
import { useRemovePromotionalCode } from '../api/remove-promotional-code';
import { readPromotionalCode } from '../promotional-code';
import styles from './coupon-form.module.css';

export type CouponFormProps = {
  bookingId: number;
  /** The code already on the booking, if any. */
  appliedCode: string;
};

/**
 * The coupon box. A code kept from the search's query string (local storage) is applied once,
 * automatically, unless the booking already carries it.
 */
export function CouponForm({ bookingId, appliedCode }: CouponFormProps) {
  const apply = useApplyPromotionalCode(bookingId);
  const remove = useRemovePromotionalCode(bookingId);
  const form = useForm({
    resolver: formResolver(ZApplyPromotionalCodeRequest),
    defaultValues: { promotional_code: appliedCode },
  });
  const { handleSubmit, setValue } = form;
  const fields = useFormFields(form, {
    idPrefix: 'coupon',
    fields: ['promotional_code'],
    ids: { promotional_code: 'coupon-code' },
  });
  const triedStored = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per booking, on arrival.
  useEffect(() => {
    if (triedStored.current) return;
    triedStored.current = true;
    const stored = readPromotionalCode();
    if (!stored || stored.toUpperCase() === appliedCode.toUpperCase()) return;
    if (!ZApplyPromotionalCodeRequest.safeParse({ promotional_code: stored }).success) return;
    setValue('promotional_code', stored);
    apply.mutate(stored);
  }, [bookingId]);

  const onSubmit = handleSubmit(({ promotional_code }) => apply.mutate(promotional_code));

  let result: { ok: boolean; text: string } | null = null;
  if (remove.isSuccess && remove.submittedAt > apply.submittedAt) {
    result = { ok: true, text: remove.data };
  } else if (remove.isError && remove.submittedAt > apply.submittedAt) {
    result = { ok: false, text: remove.error.message };
  } else if (apply.isSuccess) {
    // A code that exists but cannot be used (used up, ended, too short a stay…) says why; an
    // unknown one keeps the documented words.
    result = apply.data.applied
      ? { ok: true, text: COUPON_APPLIED_MESSAGE }
      : {
          ok: false,
          text:
            apply.data.reason && apply.data.reason !== 'unknown'
              ? apply.data.message
              : COUPON_INVALID_MESSAGE,
        };
  } else if (apply.isError) {
    const error = apply.error;
    result = {
      ok: false,
      text: error instanceof ApiError && error.status === 400 ? COUPON_INVALID_MESSAGE : error.message,
    };
  }

  return (
    <form onSubmit={onSubmit} noValidate className={styles.coupon} aria-label="Coupon">
      <div className={styles.row}>
        <div className={styles.input}>
          <TextField
            {...fields.field('promotional_code', { label: 'Coupon code', keyFilter: KEY_FILTERS.postcode })}
            autoComplete="off"
            spellCheck={false}
            maxLength={30}
          />
        </div>
        <Button type="submit" variant="secondary" busy={apply.isPending} busyText="Applying…">
          Apply
        </Button>
        {appliedCode ? (
          <Button
            variant="ghost"
            busy={remove.isPending}
            busyText="Removing…"
            onClick={() => remove.mutate(undefined, { onSuccess: () => setValue('promotional_code', '') })}
          >
            Remove {appliedCode}
          </Button>
        ) : null}
      </div>
      {result ? <Alert variant={result.ok ? 'success' : 'error'}>{result.text}</Alert> : null}
    </form>
  );
}
