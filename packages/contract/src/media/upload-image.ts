import { z } from 'zod';
import { ZSuccessWithMessage } from '../common/api-error';

/**
 * The widths (px) a photo is kept at, smallest first: what the site's pages draw grade photos at
 * (decision 037). A result card's carousel is at most ~420 CSS px wide (at 700–1099 px screens;
 * 330 on wide ones, the whole card under 700) and the booking pages' summary 480; the More
 * Information popup's carousel and its enlarged photo at most 36rem (576 px). So 480 serves cards
 * and the summary on ordinary screens, 960 those on sharp (2×) screens and the popup, 1440 the
 * popup on sharp screens and phones at 3×. A photo is never made larger than it came.
 */
export const PHOTO_WIDTHS = [480, 960, 1440] as const;

/** The largest upload taken, in bytes (a photo straight off a phone fits). */
export const MEDIA_MAX_UPLOAD_BYTES = 15 * 1024 * 1024;

/** Where uploaded photos are served: `/media/uploads/<content hash>-<width>.webp`. */
export const UPLOADED_PHOTO_PREFIX = '/media/uploads/';
const UPLOADED_PHOTO = /^\/media\/uploads\/([0-9a-f]{32})-(\d{1,5})\.webp$/;

/** The file name of an uploaded photo's copy at a width (the hash is of the upload's bytes). */
export const uploadedPhotoName = (hash: string, width: number) => `${hash}-${width}.webp`;

/**
 * The srcset of an uploaded photo, from the address of its largest copy: every copy the upload
 * made (each width of PHOTO_WIDTHS below the largest, then the largest), by screen density: the
 * pages draw photos at 330–576 CSS px, so the 480 copy serves an ordinary screen, 960 a 2× one and
 * 1440 a 3× phone, and a page needs no `sizes` to choose. '' for any other address (the demo's
 * pictures, a photo elsewhere), which is shown as it is.
 */
export function photoSrcSet(url: string): string {
  const match = UPLOADED_PHOTO.exec(url);
  if (!match) return '';
  const [, hash = '', largest] = match;
  const widths = [...PHOTO_WIDTHS.filter((width) => width < Number(largest)), Number(largest)];
  return widths
    .map((width, index) => `${UPLOADED_PHOTO_PREFIX}${uploadedPhotoName(hash, width)} ${index + 1}x`)
    .join(', ');
}

/** One copy of an uploaded photo. */
export const ZPhotoCopy = z.object({ url: z.string(), width: z.number().int(), height: z.number().int() });
export type TPhotoCopy = z.infer<typeof ZPhotoCopy>;

/** An uploaded photo: its largest copy's address (what a record keeps), and every copy. */
export const ZUploadedImage = ZPhotoCopy.extend({
  /** For `<img srcset>`: each copy with the screen density it is for (photoSrcSet). */
  srcset: z.string(),
  copies: z.array(ZPhotoCopy),
});
export type TUploadedImage = z.infer<typeof ZUploadedImage>;

/**
 * POST api/admin/media (admins): the file's bytes as the request body, whatever its declared type.
 * It is decoded to prove it is a photo (JPEG, PNG, WebP, GIF or AVIF; 400 NOT_AN_IMAGE otherwise),
 * turned upright, stripped of its metadata (a phone's location) and kept as WebP at PHOTO_WIDTHS.
 */
export const ZUploadImageResponse = ZSuccessWithMessage(ZUploadedImage);
export type TUploadImageResponse = z.infer<typeof ZUploadImageResponse>;
