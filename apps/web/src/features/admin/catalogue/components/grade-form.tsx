import {
  FEATURE_FILTERS,
  featureCode,
  type TAdminGrade,
  type TCreateGradeRequest,
  ZCreateGradeRequest,
  ZUpdateGradeRequest,
} from '@parkstays/contract';
import { useState } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import type { SummaryError } from '../../../../components/ui/error-summary';
import { Checkbox, Select, TextField } from '../../../../components/ui/field';
import { FormActions } from '../../../../components/ui/form-actions';
import { FormFrame } from '../../../../components/ui/form-frame';
import { Spinner } from '../../../../components/ui/spinner';
import { TextAreaField } from '../../../../components/ui/text-area-field';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { formResolver, useFormFields } from '../../../../lib/forms';
import { useCreateGrade } from '../api/create-grade';
import { useAccommodationTypes } from '../api/get-accommodation-types';
import { useAdminHolidayTypes } from '../api/list-holiday-types';
import { useAdminParks } from '../api/list-parks';
import { useUpdateGrade } from '../api/update-grade';
import styles from './catalogue.module.css';
import type { PhotoField, PhotoValue } from './photo-slot';

const FIELDS = [
  'grade_code',
  'title',
  'subtitle',
  'excerpt',
  'description',
  'park_id',
  'holiday_type_id',
  'accommodation_type_id',
  'capacity',
  'pets_allowed',
  'position',
  'features',
  'photos',
] as const;
const ID = (field: string) => `grade-${field}`;
const KNOWN_FEATURES = new Set<string>(FEATURE_FILTERS.map((f) => f.feature));

/** 'hot_tub' → 'Hot tub': a feature code as staff read and type it. */
const featureWords = (code: string) => {
  const words = code.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The features typed one a line, as codes, each once. */
const codesOf = (text: string) => [
  ...new Set(
    text
      .split('\n')
      .map(featureCode)
      .filter((code) => code !== ''),
  ),
];

export type GradeFormProps = {
  /** The grade to edit; none to add one. */
  grade?: TAdminGrade;
  photoField: PhotoField;
  onSaved: (grade: TAdminGrade, message: string) => void;
};

const numberOf = (value: unknown) => (value === '' || value === undefined ? Number.NaN : Number(value));

/**
 * A grade as guests see it: its code (when added), park, holiday and accommodation type, words,
 * features, how many it sleeps, pets, its place in the results and its photos in order (uploaded,
 * described, moved and removed here).
 */
export function GradeForm({ grade, photoField, onSaved }: GradeFormProps) {
  const parks = useAdminParks();
  const types = useAdminHolidayTypes();
  const accommodationTypes = useAccommodationTypes();
  const create = useCreateGrade();
  const update = useUpdateGrade();
  const saving = grade ? update : create;
  const form = useForm<TCreateGradeRequest>({
    // Editing, the code is shown, not sent: the same fields, any code.
    resolver: formResolver(
      grade ? ZUpdateGradeRequest.extend({ grade_code: z.string() }) : ZCreateGradeRequest,
    ),
    defaultValues: {
      grade_code: grade?.grade_code ?? '',
      park_id: grade?.park_id ?? Number.NaN,
      holiday_type_id: grade?.holiday_type_id ?? Number.NaN,
      accommodation_type_id: grade?.accommodation_type_id ?? Number.NaN,
      title: grade?.title ?? '',
      subtitle: grade?.subtitle ?? '',
      excerpt: grade?.excerpt ?? '',
      description: grade?.description ?? '',
      features: grade?.features ?? [],
      capacity: grade?.capacity ?? 4,
      pets_allowed: grade?.pets_allowed ?? false,
      position: grade?.position ?? 0,
      photos: grade?.photos ?? [],
    },
  });
  const { register, handleSubmit, formState, control, watch } = form;
  const fields = useFormFields(form, { idPrefix: 'grade', fields: FIELDS });
  const photos = useFieldArray({ control, name: 'photos' });
  const [newPhoto, setNewPhoto] = useState<PhotoValue | null>(null);
  const [srcsets, setSrcsets] = useState<Record<string, string>>({});
  const [otherFeatures, setOtherFeatures] = useState(() =>
    (grade?.features ?? [])
      .filter((code) => !KNOWN_FEATURES.has(code))
      .map(featureWords)
      .join('\n'),
  );

  if (parks.isPending || types.isPending || accommodationTypes.isPending)
    return <Spinner label="Loading the grade’s choices…" />;
  if (parks.isError || types.isError || accommodationTypes.isError)
    return (
      <Alert variant="error">{errorMessage(parks.error ?? types.error ?? accommodationTypes.error)}</Alert>
    );

  const onSubmit = handleSubmit((values) => {
    const done = {
      onSuccess: (answer: { message: string; data: TAdminGrade }) => onSaved(answer.data, answer.message),
      onError: fields.showServerErrors,
    };
    const { grade_code, ...answers } = values;
    if (grade) update.mutate({ ...answers, id: grade.id }, done);
    else create.mutate({ ...answers, grade_code }, done);
  });

  const photoErrors: SummaryError[] = [];
  for (let index = 0; index < photos.fields.length; index++) {
    const error = formState.errors.photos?.[index];
    const message = error?.alt?.message ?? error?.image_url?.message;
    if (message)
      photoErrors.push({ id: ID(`photo-${index}-alt`), message: `Photo ${index + 1}: ${message}` });
  }
  const errors = [...fields.summary.errors, ...photoErrors];
  const unexplained =
    saving.isError &&
    !(saving.error instanceof ApiError && saving.error.errors.length > 0 && errors.length > 0);
  const title = watch('title');

  return (
    <FormFrame
      className={styles.form}
      onSubmit={onSubmit}
      label={grade ? 'Grade details' : 'Add a grade'}
      summary={{ errors, focusKey: formState.submitCount }}
      failure={unexplained ? errorMessage(saving.error) : undefined}
      submitLabel={grade ? 'Save grade' : 'Add grade'}
      busy={saving.isPending}
      busyText="Saving the grade"
    >
      <fieldset className={styles.formSection}>
        <legend>What guests read</legend>
        <div className={styles.twoUp}>
          <TextField {...fields.field('title', { label: 'Name' })} autoComplete="off" />
          {grade ? (
            <p className={styles.hint}>
              Grade code <strong>{grade.grade_code}</strong>: it is on bookings and links, so it stays as it
              is.
            </p>
          ) : (
            <TextField
              {...fields.field('grade_code', {
                label: 'Grade code',
                hint: 'Letters, digits and dashes, for example RH-BRC. It cannot change once the grade is added.',
              })}
              autoComplete="off"
              spellCheck={false}
            />
          )}
        </div>
        <TextField
          {...fields.field('subtitle', {
            label: 'Subtitle (optional)',
            hint: 'Under the name on the result card, for example “2 bedrooms · sleeps 4”.',
          })}
          autoComplete="off"
        />
        <TextAreaField
          {...fields.field('excerpt', {
            label: 'Excerpt (optional)',
            hint: 'A sentence or two for the result card; the description is used when it is empty.',
          })}
          rows={2}
        />
        <TextAreaField
          {...fields.field('description', {
            label: 'Description',
            hint: 'Shown under More Information. Leave a blank line between paragraphs.',
          })}
          rows={7}
        />
      </fieldset>

      <fieldset className={styles.formSection}>
        <legend>Where it is and who it takes</legend>
        <div className={styles.threeUp}>
          <Select
            {...fields.field('park_id', { label: 'Park', register: { setValueAs: numberOf } })}
            placeholder="Choose a park"
            options={parks.data.map((park) => ({ value: String(park.id), label: park.title }))}
          />
          <Select
            {...fields.field('holiday_type_id', {
              label: 'Holiday type',
              register: { setValueAs: numberOf },
            })}
            placeholder="Choose a holiday type"
            options={types.data.map((type) => ({ value: String(type.id), label: type.title }))}
          />
          <Select
            {...fields.field('accommodation_type_id', {
              label: 'Accommodation type',
              register: { setValueAs: numberOf },
            })}
            placeholder="Choose a type"
            options={accommodationTypes.data.map((type) => ({ value: String(type.id), label: type.title }))}
          />
        </div>
        <div className={styles.threeUp}>
          <TextField
            {...fields.field('capacity', {
              label: 'Sleeps',
              hint: 'Children count too.',
              register: { valueAsNumber: true },
            })}
            type="number"
            inputMode="numeric"
            min={1}
            max={30}
          />
          <TextField
            {...fields.field('position', {
              label: 'Order in results',
              hint: 'Lower numbers come first.',
              register: { valueAsNumber: true },
            })}
            type="number"
            inputMode="numeric"
            min={0}
          />
          <Checkbox {...fields.field('pets_allowed', { label: 'Pets welcome' })} />
        </div>
      </fieldset>

      <Controller
        control={control}
        name="features"
        render={({ field, fieldState }) => {
          const known = field.value.filter((code) => KNOWN_FEATURES.has(code));
          const setFeatures = (nextKnown: string[], text: string) =>
            field.onChange([...new Set([...nextKnown, ...codesOf(text)])]);
          return (
            <fieldset className={styles.formSection} id={fields.id('features')} tabIndex={-1}>
              <legend>Features</legend>
              <p className={styles.hint}>Guests can filter their search by the ticked ones.</p>
              {fieldState.error?.message ? (
                <p className={styles.hint} role="alert">
                  {fieldState.error.message}
                </p>
              ) : null}
              <div className={styles.checkboxes}>
                {FEATURE_FILTERS.map(({ feature, label }) => (
                  <Checkbox
                    key={feature}
                    id={ID(`feature-${feature}`)}
                    label={label}
                    checked={known.includes(feature)}
                    onChange={(event) =>
                      setFeatures(
                        event.currentTarget.checked
                          ? [...known, feature]
                          : known.filter((code) => code !== feature),
                        otherFeatures,
                      )
                    }
                  />
                ))}
              </div>
              <TextAreaField
                id={ID('other-features')}
                label="Other features (optional)"
                hint="One a line, for example “Hot tub”."
                rows={3}
                value={otherFeatures}
                onChange={(event) => {
                  const text = event.currentTarget.value;
                  setOtherFeatures(text);
                  setFeatures(known, text);
                }}
              />
            </fieldset>
          );
        }}
      />

      <fieldset className={styles.formSection} id={fields.id('photos')} tabIndex={-1}>
        <legend>Photos</legend>
        <p className={styles.hint}>
          In the order guests see them: the first opens the result card. Save the grade to publish changes.
        </p>
        {photos.fields.length === 0 ? (
          <EmptyState variant="box">No photos yet: the card shows a plain panel. Add one below.</EmptyState>
        ) : (
          <ol className={styles.photos} aria-label={`Photos of ${title || 'the grade'}`}>
            {photos.fields.map((photo, index) => {
              const errorsOf = formState.errors.photos?.[index];
              return (
                <li key={photo.id} className={styles.photo}>
                  <img
                    className={styles.photoImage}
                    src={photo.image_url}
                    srcSet={srcsets[photo.image_url]}
                    alt={photo.alt || `${title || 'The grade'}, photo ${index + 1}`}
                  />
                  <div className={styles.photoDetails}>
                    <p className={styles.photoTitle}>
                      Photo {index + 1} of {photos.fields.length}
                    </p>
                    <TextField
                      id={ID(`photo-${index}-alt`)}
                      label={`What photo ${index + 1} shows`}
                      maxLength={200}
                      error={errorsOf?.alt?.message ?? errorsOf?.image_url?.message}
                      {...register(`photos.${index}.alt`)}
                    />
                    <FormActions>
                      <Button
                        type="button"
                        variant="secondary"
                        disabled={index === 0}
                        onClick={() => photos.move(index, index - 1)}
                      >
                        Move up<span className="visually-hidden"> photo {index + 1}</span>
                      </Button>
                      <Button
                        type="button"
                        variant="secondary"
                        disabled={index === photos.fields.length - 1}
                        onClick={() => photos.move(index, index + 1)}
                      >
                        Move down<span className="visually-hidden"> photo {index + 1}</span>
                      </Button>
                      <Button type="button" variant="ghost" onClick={() => photos.remove(index)}>
                        Remove<span className="visually-hidden"> photo {index + 1}</span>
                      </Button>
                    </FormActions>
                  </div>
                </li>
              );
            })}
          </ol>
        )}
        <div className={styles.newPhoto}>
          {photoField({
            id: ID('new-photo'),
            label: 'Add a photo',
            value: newPhoto,
            onChange: setNewPhoto,
          })}
          <FormActions>
            <Button
              type="button"
              variant="secondary"
              disabled={!newPhoto}
              onClick={() => {
                if (!newPhoto) return;
                photos.append({ image_url: newPhoto.url, alt: newPhoto.alt.trim() });
                if (newPhoto.srcset)
                  setSrcsets((known) => ({ ...known, [newPhoto.url]: newPhoto.srcset ?? '' }));
                setNewPhoto(null);
              }}
            >
              Add to photos
            </Button>
          </FormActions>
        </div>
      </fieldset>

      {saving.isSuccess ? <Alert variant="success">{saving.data.message} Guests see it now.</Alert> : null}
    </FormFrame>
  );
}
