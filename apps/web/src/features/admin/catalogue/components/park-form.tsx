import {
  type TAdminPark,
  type TCreateParkRequest,
  type TFacility,
  ZCreateParkRequest,
  ZUpdateParkRequest,
} from '@parkstays/contract';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../../components/ui/button';
import { Checkbox, TextField } from '../../../../components/ui/field';
import { FormActions } from '../../../../components/ui/form-actions';
import { FormFrame } from '../../../../components/ui/form-frame';
import { TextAreaField } from '../../../../components/ui/text-area-field';
import { formResolver, useFormFields } from '../../../../lib/forms';
import { useCreatePark } from '../api/create-park';
import { useUpdatePark } from '../api/update-park';
import styles from './catalogue.module.css';
import type { PhotoField } from './photo-slot';

const FIELDS = [
  'park_code',
  'title',
  'description',
  'park_url',
  'map_url',
  'image_url',
  'has_owners',
  'facility_ids',
] as const;

export type ParkFormProps = {
  /** The park to edit; none to add one. */
  park?: TAdminPark;
  facilities: TFacility[];
  photoField: PhotoField;
  onSaved: (message: string) => void;
  onCancel: () => void;
};

/** A park's name, words, addresses, photo, owners and facilities (its code only when it is added). */
export function ParkForm({ park, facilities, photoField, onSaved, onCancel }: ParkFormProps) {
  const creating = !park;
  const create = useCreatePark();
  const update = useUpdatePark();
  const saving = creating ? create : update;
  const form = useForm<TCreateParkRequest>({
    // Editing, the code is shown, not sent: the same fields, any code.
    resolver: formResolver(
      creating ? ZCreateParkRequest : ZUpdateParkRequest.extend({ park_code: z.string() }),
    ),
    defaultValues: {
      park_code: park?.park_code ?? '',
      title: park?.title ?? '',
      description: park?.description ?? '',
      park_url: park?.park_url ?? '',
      map_url: park?.map_url ?? '',
      image_url: park?.image_url ?? '',
      has_owners: park?.has_owners ?? false,
      facility_ids: park?.facility_ids ?? [],
    },
  });

  const { handleSubmit, control } = form;
  const fields = useFormFields(form, { idPrefix: 'park', fields: FIELDS });

  const onSubmit = handleSubmit((values) => {
    const done = {
      onSuccess: (answer: { message: string }) => onSaved(answer.message),
      onError: fields.showServerErrors,
    };
    const { park_code, ...answers } = values;
    if (park) update.mutate({ ...answers, id: park.id }, done);
    else create.mutate({ ...answers, park_code }, done);
  });

  return (
    <FormFrame
      className={styles.form}
      onSubmit={onSubmit}
      label={park ? `Edit ${park.title}` : 'Add a park'}
      summary={fields.summary}
      call={saving}
      submitLabel={park ? 'Save park' : 'Add park'}
      busyText="Saving the park"
      onCancel={onCancel}
    >
      <div className={styles.twoUp}>
        <TextField {...fields.field('title', { label: 'Park name' })} autoComplete="off" />
        {creating ? (
          <TextField
            {...fields.field('park_code', {
              label: 'Park code',
              hint: '2 to 10 letters and digits, for example RH. It cannot change once the park is added.',
            })}
            autoComplete="off"
            spellCheck={false}
          />
        ) : (
          <p className={styles.hint}>
            Park code <strong>{park.park_code}</strong>: it is on bookings and links, so it stays as it is.
          </p>
        )}
      </div>
      <TextAreaField
        {...fields.field('description', {
          label: 'Description',
          hint: 'What the park is like, in a few sentences. Leave a blank line between paragraphs.',
        })}
        rows={5}
      />
      <div className={styles.twoUp}>
        <TextField
          {...fields.field('park_url', {
            label: 'Park page address (optional)',
            hint: "The park's own page, starting https://",
          })}
          type="url"
          autoComplete="off"
          spellCheck={false}
        />
        <TextField
          {...fields.field('map_url', {
            label: 'Map address (optional)',
            hint: "A place, such as “Filey, UK”, or a map's web address: shown as a map to guests.",
          })}
          autoComplete="off"
        />
      </div>
      <Controller
        control={control}
        name="image_url"
        render={({ field, fieldState }) => (
          <div className={styles.formSection}>
            <h3 className={styles.sectionTitle}>Park photo</h3>
            {photoField({
              id: fields.id('image_url'),
              label: field.value ? 'Replace the park photo' : 'Park photo',
              hint: 'Shown on guests’ bookings and owners’ visits.',
              value: field.value ? { url: field.value, alt: '' } : null,
              onChange: (photo) => field.onChange(photo?.url ?? ''),
              withAlt: false,
            })}
            {fieldState.error?.message ? <p className={styles.hint}>{fieldState.error.message}</p> : null}
            {field.value ? (
              <FormActions>
                <Button type="button" variant="secondary" onClick={() => field.onChange('')}>
                  Remove the park photo
                </Button>
              </FormActions>
            ) : null}
          </div>
        )}
      />
      <Checkbox
        {...fields.field('has_owners', {
          label: 'Owners keep holiday homes here',
          hint: 'Owners can then plan visits to this park in their portal.',
        })}
      />
      <Controller
        control={control}
        name="facility_ids"
        render={({ field, fieldState }) => (
          <fieldset className={styles.formSection} id={fields.id('facility_ids')} tabIndex={-1}>
            <legend>Facilities</legend>
            <p className={styles.hint}>Guests can filter their search by these.</p>
            {fieldState.error?.message ? <p className={styles.hint}>{fieldState.error.message}</p> : null}
            <div className={styles.checkboxes}>
              {facilities.map((facility) => (
                <Checkbox
                  key={facility.id}
                  id={`park-facility-${facility.id}`}
                  label={facility.title}
                  checked={field.value.includes(facility.id)}
                  onChange={(event) =>
                    field.onChange(
                      event.currentTarget.checked
                        ? [...field.value, facility.id]
                        : field.value.filter((id) => id !== facility.id),
                    )
                  }
                />
              ))}
            </div>
          </fieldset>
        )}
      />
    </FormFrame>
  );
}
