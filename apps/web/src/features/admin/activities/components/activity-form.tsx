import { zodResolver } from '@hookform/resolvers/zod';
import {
  type TActivityForm,
  type TActivityFormValues,
  type TActivityPark,
  type TAdminActivity,
  ZActivityForm,
} from '@parkstays/contract';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { ErrorSummary } from '../../../../components/ui/error-summary';
import { Checkbox, Field, TextField } from '../../../../components/ui/field';
import { Select } from '../../../../components/ui/select';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { applyServerErrors, summaryErrors } from '../../../../lib/form-errors';
import { useCreateActivity } from '../api/create-activity';
import { useUpdateActivity } from '../api/update-activity';
import styles from './activities.module.css';
import { HtmlPreview } from './html-preview';

const FIELDS = [
  'activity_code',
  'name',
  'park_id',
  'image_url',
  'description',
  'owner_only',
  'minimum_hours_before_booking',
  'maximum_hours_before_booking',
  'position',
] as const;

/** What a screen gets to draw the picture's field in place of the address box (a photo uploader). */
export type ImageFieldSlot = {
  id: string;
  value: string;
  onChange: (address: string) => void;
  error?: string;
};

export type ActivityFormProps = {
  /** The activity to change; none to add a new one. */
  activity?: TAdminActivity;
  parks: TActivityPark[];
  onSaved?: (activity: TAdminActivity) => void;
  /** The picture's field; by default an address box with a preview of the picture. */
  imageField?: (slot: ImageFieldSlot) => ReactNode;
};

const hoursOrNull = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

function defaults(activity: TAdminActivity | undefined, parks: TActivityPark[]): TActivityForm {
  return {
    activity_code: activity?.activity_code ?? '',
    park_id: activity?.park.id ?? parks[0]?.id ?? 0,
    name: activity?.name ?? '',
    image_url: activity?.image_url ?? '',
    description: activity?.description ?? '',
    owner_only: activity?.owner_only ?? false,
    minimum_hours_before_booking: activity?.minimum_hours_before_booking ?? null,
    maximum_hours_before_booking: activity?.maximum_hours_before_booking ?? null,
    position: activity?.position ?? 0,
  };
}

/** The address box with a preview of the picture it names. */
export function ImageAddressField({ id, value, onChange, error }: ImageFieldSlot) {
  return (
    <div className={styles.imageField}>
      <TextField
        id={id}
        label="Image address"
        hint="A picture of ours (/media/…) or a full https:// address. Leave it empty for none."
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error}
        spellCheck={false}
        autoComplete="off"
      />
      {value && !error ? (
        <img className={styles.imagePreview} src={value} alt="Preview of the address above" />
      ) : null}
    </div>
  );
}

/** Adds or changes an activity: every field checked by the contract's schema, as the API checks it. */
export function ActivityForm({
  activity,
  parks,
  onSaved,
  imageField = ImageAddressField,
}: ActivityFormProps) {
  const create = useCreateActivity();
  const update = useUpdateActivity();
  const save = activity ? update : create;
  const idPrefix = activity ? `activity-${activity.id}` : 'new-activity';
  const ID = (field: string) => `${idPrefix}-${field}`;
  const form = useForm<TActivityForm, unknown, TActivityFormValues>({
    resolver: zodResolver(ZActivityForm),
    defaultValues: defaults(activity, parks),
  });
  const { register, handleSubmit, formState, setError, control, watch } = form;
  const { errors } = formState;

  const onSubmit = handleSubmit((values) => {
    const done = {
      onSuccess: (answer: { data: TAdminActivity }) => {
        form.reset(defaults(answer.data, parks));
        onSaved?.(answer.data);
      },
      onError: (error: Error) => {
        applyServerErrors(error, setError, FIELDS);
      },
    };
    if (activity) update.mutate({ id: activity.id, body: values }, done);
    else create.mutate(values, done);
  });

  const unexplained = save.isError && !(save.error instanceof ApiError && save.error.errors.length > 0);
  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-label={activity ? `Details of ${activity.name}` : 'New activity'}
    >
      <ErrorSummary errors={summaryErrors(errors, FIELDS, ID)} focusKey={formState.submitCount} />
      {save.isSuccess && !formState.isDirty ? <Alert variant="success">{save.data.message}</Alert> : null}
      {unexplained ? <Alert variant="error">{errorMessage(save.error)}</Alert> : null}
      <div className={styles.twoColumns}>
        <TextField
          id={ID('name')}
          label="Name"
          autoComplete="off"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          id={ID('activity_code')}
          label="Code"
          hint="Letters, digits and hyphens, like RH-ARCH. Guests see it in the activity's address."
          autoComplete="off"
          spellCheck={false}
          error={errors.activity_code?.message}
          {...register('activity_code')}
        />
      </div>
      <Select
        id={ID('park_id')}
        label="Park"
        options={parks.map((park) => ({ value: String(park.id), label: park.title }))}
        error={errors.park_id?.message}
        {...register('park_id', { valueAsNumber: true })}
      />
      <Controller
        control={control}
        name="image_url"
        render={({ field, fieldState }) => (
          <>
            {imageField({
              id: ID('image_url'),
              value: field.value,
              onChange: field.onChange,
              error: fieldState.error?.message,
            })}
          </>
        )}
      />
      <Field
        id={ID('description')}
        label="Description"
        hint="HTML: paragraphs, lists, bold, links and pictures. Scripts and event handlers are removed when it is saved."
        error={errors.description?.message}
      >
        <textarea
          id={ID('description')}
          className={styles.textarea}
          rows={8}
          spellCheck
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={`${ID('description')}-hint${errors.description ? ` ${ID('description')}-error` : ''}`}
          {...register('description')}
        />
      </Field>
      <h3 className={styles.subheading}>Preview of the description</h3>
      <HtmlPreview html={watch('description')} label="Preview of the description" />
      <Checkbox
        id={ID('owner_only')}
        label="Owners only"
        hint="Only holiday-home owners can book it."
        error={errors.owner_only?.message}
        {...register('owner_only')}
      />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Booking window</legend>
        <p className={styles.hintText}>
          How long before a session starts guests can book it. Leave empty for no limit.
        </p>
        <div className={styles.twoColumns}>
          <TextField
            id={ID('minimum_hours_before_booking')}
            label="At least (hours before)"
            type="number"
            inputMode="numeric"
            min={0}
            error={errors.minimum_hours_before_booking?.message}
            {...register('minimum_hours_before_booking', { setValueAs: hoursOrNull })}
          />
          <TextField
            id={ID('maximum_hours_before_booking')}
            label="At most (hours before)"
            type="number"
            inputMode="numeric"
            min={1}
            error={errors.maximum_hours_before_booking?.message}
            {...register('maximum_hours_before_booking', { setValueAs: hoursOrNull })}
          />
        </div>
      </fieldset>
      <TextField
        id={ID('position')}
        label="Order"
        hint="Activities are listed from the lowest number at their park."
        type="number"
        inputMode="numeric"
        min={0}
        className={styles.narrow}
        error={errors.position?.message}
        {...register('position', { valueAsNumber: true })}
      />
      <div className={styles.buttons}>
        <Button type="submit" busy={save.isPending} busyText="Saving">
          {activity ? 'Save activity' : 'Add activity'}
        </Button>
      </div>
    </form>
  );
}
