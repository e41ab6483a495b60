import { MEDIA_MAX_UPLOAD_BYTES } from '@parkstays/contract';
import { type ChangeEvent, type ReactNode, useState } from 'react';
import { describedBy, Field, TextField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useUploadImage } from '../api/upload-image';
import styles from './image-upload-field.module.css';

/** A photo as a form keeps it: the uploaded copy's address, what it shows, and its copies. */
export type ImageValue = { url: string; alt: string; srcset?: string };

export type ImageUploadFieldProps = {
  /** The file input's id; the description's is `${id}-alt`. */
  id: string;
  label: string;
  hint?: ReactNode;
  value: ImageValue | null;
  onChange: (value: ImageValue | null) => void;
  /** Ask what the photo shows (on by default): a photo on a guest's page needs words for those who cannot see it. */
  withAlt?: boolean;
  /** The form's own message for the photo, or for its description. */
  error?: string;
  altError?: string;
};

const MAX_MB = Math.round(MEDIA_MAX_UPLOAD_BYTES / (1024 * 1024));
const FORMATS = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

function uploadProblem(error: unknown): string {
  if (error instanceof ApiError && error.status === 413)
    return `The photo is larger than ${MAX_MB} MB. Choose a smaller one.`;
  return errorMessage(error);
}

/**
 * Choose a photo: it is sent at once to be checked (the server decodes it: a file that is not a
 * photo is refused, whatever its name) and kept at the sizes the pages use; the copy kept is shown
 * as a preview, with a field for what it shows.
 */
export function ImageUploadField({
  id,
  label,
  hint,
  value,
  onChange,
  withAlt = true,
  error,
  altError,
}: ImageUploadFieldProps) {
  const upload = useUploadImage();
  const [problem, setProblem] = useState<string>();
  const [size, setSize] = useState<{ width: number; height: number }>();
  const shownError = problem ?? error;
  const fileHint =
    hint ?? `A JPEG, PNG, WebP, GIF or AVIF photo of up to ${MAX_MB} MB, ideally 1440 pixels wide or more.`;

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setProblem(undefined);
    if (file.size > MEDIA_MAX_UPLOAD_BYTES) {
      setProblem(`The photo is larger than ${MAX_MB} MB. Choose a smaller one.`);
      input.value = '';
      return;
    }
    upload.mutate(file, {
      onSuccess: (image) => {
        setSize({ width: image.width, height: image.height });
        onChange({ url: image.url, srcset: image.srcset, alt: value?.alt ?? '' });
      },
      onError: (failure) => setProblem(uploadProblem(failure)),
      // The same file may be chosen again (after a failure, say).
      onSettled: () => {
        input.value = '';
      },
    });
  };

  return (
    <div className={styles.uploader}>
      <Field id={id} label={label} hint={fileHint} error={shownError}>
        <input
          id={id}
          type="file"
          accept={FORMATS}
          className={styles.file}
          onChange={onFile}
          disabled={upload.isPending}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={describedBy(id, fileHint, shownError)}
        />
      </Field>
      {upload.isPending ? <Spinner label="Uploading and checking the photo…" /> : null}
      {value ? (
        <figure className={styles.preview}>
          <img
            className={styles.image}
            src={value.url}
            srcSet={value.srcset}
            alt={value.alt || 'Preview of the uploaded photo'}
          />
          <figcaption className={styles.caption}>
            {size
              ? `Kept at ${size.width} × ${size.height} pixels and smaller copies.`
              : 'The photo as guests see it.'}
          </figcaption>
        </figure>
      ) : null}
      {withAlt && value ? (
        <TextField
          id={`${id}-alt`}
          label="What the photo shows"
          hint="For guests who cannot see it, for example “The lodge’s decking at sunset”."
          value={value.alt}
          maxLength={200}
          error={altError}
          onChange={(event) => onChange({ ...value, alt: event.currentTarget.value })}
        />
      ) : null}
    </div>
  );
}
