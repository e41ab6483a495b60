import {
  type TActivityForm,
  type TActivityFormValues,
  type TActivityPark,
  type TAdminActivity,
  ZActivityForm,
} from '@parkstays/contract';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Checkbox, TextField } from '../../../../components/ui/field';
import { FormFrame } from '../../../../components/ui/form-frame';
import { Select } from '../../../../components/ui/select';
import { TextAreaField } from '../../../../components/ui/text-area-field';
import { formResolver, useFormFields } from '../../../../lib/forms';
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
  const form = useForm<TActivityForm, unknown, TActivityFormValues>({
    resolver: formResolver(ZActivityForm),
    defaultValues: defaults(activity, parks),
  });
  const { handleSubmit, formState, control, watch } = form;
  const fields = useFormFields(form, { idPrefix, fields: FIELDS });

  const onSubmit = handleSubmit((values) => {
    const done = {
      onSuccess: (answer: { data: TAdminActivity }) => {
        form.reset(defaults(answer.data, parks));
        onSaved?.(answer.data);
      },
      onError: fields.showServerErrors,
    };
    if (activity) update.mutate({ id: activity.id, body: values }, done);
    else create.mutate(values, done);
  });

  return (
    <FormFrame
      className={styles.form}
      onSubmit={onSubmit}
      label={activity ? `Details of ${activity.name}` : 'New activity'}
      summary={fields.summary}
      saved={save.isSuccess && !formState.isDirty ? save.data.message : undefined}
      call={save}
      submitLabel={activity ? 'Save activity' : 'Add activity'}
      busyText="Saving"
    >
      <div className={styles.twoColumns}>
        <TextField label="Name" autoComplete="off" {...fields.field('name')} />
        <TextField
          label="Code"
          hint="Letters, digits and hyphens, like RH-ARCH. Guests see it in the activity's address."
          autoComplete="off"
          spellCheck={false}
          {...fields.field('activity_code')}
        />
      </div>
      <Select
        label="Park"
        options={parks.map((park) => ({ value: String(park.id), label: park.title }))}
        {...fields.field('park_id', { register: { valueAsNumber: true } })}
      />
      <Controller
        control={control}
        name="image_url"
        render={({ field, fieldState }) => (
          <>
            {imageField({
              id: fields.id('image_url'),
              value: field.value,
              onChange: field.onChange,
              error: fieldState.error?.message,
            })}
          </>
        )}
      />
      <TextAreaField
        {...fields.field('description', {
          label: 'Description',
          hint: 'HTML: paragraphs, lists, bold, links and pictures. Scripts and event handlers are removed when it is saved.',
        })}
        className={styles.code}
        rows={8}
        spellCheck
      />
      <h3 className={styles.subheading}>Preview of the description</h3>
      <HtmlPreview html={watch('description')} label="Preview of the description" />
      <Checkbox
        label="Owners only"
        hint="Only holiday-home owners can book it."
        {...fields.field('owner_only')}
      />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Booking window</legend>
        <p className={styles.hintText}>
          How long before a session starts guests can book it. Leave empty for no limit.
        </p>
        <div className={styles.twoColumns}>
          <TextField
            label="At least (hours before)"
            type="number"
            inputMode="numeric"
            min={0}
            {...fields.field('minimum_hours_before_booking', { register: { setValueAs: hoursOrNull } })}
          />
          <TextField
            label="At most (hours before)"
            type="number"
            inputMode="numeric"
            min={1}
            {...fields.field('maximum_hours_before_booking', { register: { setValueAs: hoursOrNull } })}
          />
        </div>
      </fieldset>
      <TextField
        label="Order"
        hint="Activities are listed from the lowest number at their park."
        type="number"
        inputMode="numeric"
        min={0}
        className={styles.narrow}
        {...fields.field('position', { register: { valueAsNumber: true } })}
      />
    </FormFrame>
  );
}
