import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  PHOTO_WIDTHS,
  photoSrcSet,
  type TPhotoCopy,
  type TUploadedImage,
  UPLOADED_PHOTO_PREFIX,
  uploadedPhotoName,
} from '@parkstays/contract';
import sharp from 'sharp';
import { HttpError } from '../../http/errors';

/** The formats taken as photos (decoded to prove it); SVG, PDF and the like never are. */
const PHOTO_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);
/** A decompression bomb stops here: 60 megapixels is twice a 30-megapixel camera's photo. */
const MAX_PIXELS = 60_000_000;
const WEBP_QUALITY = 80;
/** An uploaded photo's file name: a hash of the upload's bytes, the copy's width, .webp. */
const FILE_NAME = /^[0-9a-f]{32}-\d{1,5}\.webp$/;

const notAnImage = (message: string) =>
  new HttpError(400, message, [{ field: 'file', message }], 'NOT_AN_IMAGE');

/**
 * Photos staff upload (decision 037): decoded with sharp (libvips) to prove they are photos, never
 * trusted by name or declared type; turned upright and stripped of metadata (a phone's location);
 * kept as WebP at each width the pages draw them at (PHOTO_WIDTHS, never enlarged) in MEDIA_DIR,
 * each file named by a hash of the upload's bytes and its width, so a name never changes what it
 * shows and can be cached for a year.
 */
export class MediaService {
  private readonly dir: string;

  constructor(options: { dir: string }) {
    this.dir = path.resolve(options.dir);
  }

  /** Makes the folder if it is missing (at start, so a folder that cannot be made stops the server). */
  ensureFolder() {
    mkdirSync(this.dir, { recursive: true });
  }

  async upload(bytes: Buffer): Promise<TUploadedImage> {
    if (bytes.length === 0) throw notAnImage('Choose a photo to upload: the file is empty.');
    const input = { limitInputPixels: MAX_PIXELS, failOn: 'error' as const };
    let upright: { width: number; height: number };
    try {
      const meta = await sharp(bytes, input).metadata();
      if (!meta.format || !PHOTO_FORMATS.has(meta.format) || !meta.width || !meta.height)
        throw notAnImage('This file is not a photo we can use. Upload a JPEG, PNG, WebP, GIF or AVIF image.');
      // EXIF orientations 5–8 turn the photo on its side: its upright width is its stored height.
      upright =
        (meta.orientation ?? 1) >= 5
          ? { width: meta.height, height: meta.width }
          : { width: meta.width, height: meta.height };
    } catch (error) {
      if (error instanceof HttpError) throw error;
      throw notAnImage('This file is not a photo we can use. Upload a JPEG, PNG, WebP, GIF or AVIF image.');
    }

    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
    const largest = PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]!;
    const widths = [
      ...PHOTO_WIDTHS.filter((width) => width < upright.width),
      ...(upright.width <= largest ? [upright.width] : []),
    ];
    const copies: TPhotoCopy[] = [];
    await mkdir(this.dir, { recursive: true });
    for (const width of widths) {
      let encoded: { data: Buffer; info: { width: number; height: number } };
      try {
        // Decoding the whole file here is the proof: a file with a photo's header and anything
        // else after it fails now.
        encoded = await sharp(bytes, input)
          .rotate()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: WEBP_QUALITY })
          .toBuffer({ resolveWithObject: true });
      } catch {
        throw notAnImage('This photo is damaged and cannot be read. Try saving it again, or another photo.');
      }
      const name = uploadedPhotoName(hash, width);
      await this.keep(name, encoded.data);
      copies.push({
        url: `${UPLOADED_PHOTO_PREFIX}${name}`,
        width: encoded.info.width,
        height: encoded.info.height,
      });
    }
    const main = copies[copies.length - 1]!;
    return { url: main.url, width: main.width, height: main.height, srcset: photoSrcSet(main.url), copies };
  }

  /** Writes a file whole or not at all (a name is its content, so one already there is kept). */
  private async keep(name: string, data: Buffer) {
    const target = path.join(this.dir, name);
    if (await exists(target)) return;
    const partial = path.join(this.dir, `.${name}.${randomUUID()}.partial`);
    await writeFile(partial, data);
    try {
      await rename(partial, target);
    } catch (error) {
      await unlink(partial).catch(() => {});
      throw error;
    }
  }

  /** The path of an uploaded photo's file by its name, or undefined when there is none. */
  async fileOf(name: string): Promise<string | undefined> {
    if (!FILE_NAME.test(name)) return undefined;
    const file = path.join(this.dir, name);
    return (await exists(file)) ? file : undefined;
  }
}

async function exists(file: string) {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}
