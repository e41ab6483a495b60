import { PEOPLE_MAX, type TAvailability } from '@parkstays/contract';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth';
import { formResolver, useFormFields } from '../../../lib/forms';
import { useCreateBooking } from '../api/create-booking';
import {
  DETAILS_FIELDS,
  defaultsFor,
  detailsFormSchema,
  PROFILE_KEYS,
  partyFrom,
} from './details-form-schema';

/**
 * The details form's state and its submit: creating the booking (which holds the unit), the
 * server's field errors onto the fields, sign-in when the e-mail belongs to an account, and the
 * form brought up to date when someone signs in part-way.
 */
export function useDetailsForm({
  stay,
  onCreated,
  onSignIn,
}: {
  stay: TAvailability;
  onCreated: (bookingId: number) => void;
  onSignIn: (notice: string) => void;
}) {
  const { user } = useSession();
  const create = useCreateBooking();
  const [query] = useSearchParams();
  const form = useForm({
    resolver: formResolver(detailsFormSchema),
    // The search only offers stays that fit its party, so the party fits this accommodation.
    defaultValues: { ...defaultsFor(stay, user), ...partyFrom(query, PEOPLE_MAX) },
  });
  const { handleSubmit, getValues, setValue, unregister } = form;
  const fields = useFormFields(form, { idPrefix: 'booking-details', fields: DETAILS_FIELDS });

  // Signing in part-way (after "account exists"): hide the passwords and fill what is still empty.
  const userId = user?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a different user signs in.
  useEffect(() => {
    if (!user) return;
    unregister(['password', 'confirm_password']);
    for (const key of PROFILE_KEYS) {
      const current = getValues(key);
      if (current === undefined || current === '') setValue(key, user[key] as never);
    }
  }, [userId]);

  const onSubmit = handleSubmit(({ confirm_password: _confirm, ...body }) => {
    create.mutate(user ? { ...body, password: undefined } : body, {
      onSuccess: (answer) => onCreated(answer.data.id),
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'ACCOUNT_EXISTS') {
          // The e-mail belongs to an account: the guest signs in, then books.
          onSignIn(error.message);
          return;
        }
        fields.showServerErrors(error);
      },
    });
  });

  return { user, form, fields, create, onSubmit };
}
