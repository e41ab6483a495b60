import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MEDIA_MAX_UPLOAD_BYTES, type TUploadedImage } from '@parkstays/contract';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { createTestContext, type TestContext } from '../../test/harness';

let ctx: TestContext;
let admin: string;
let reception: string;
let mediaDir: string;

beforeAll(async () => {
  mediaDir = path.join(mkdtempSync(path.join(tmpdir(), 'parkstays-media-test-')), 'photos');
  ctx = await createTestContext({ MEDIA_DIR: mediaDir });
  ({ admin, reception } = await ctx.signInAll('admin', 'reception'));
}, 60_000);
afterAll(async () => {
  await ctx.close();
  rmSync(path.dirname(mediaDir), { recursive: true, force: true });
});

/** A real photo: a gradient `width` × `height`, encoded as the format says. */
async function photo(format: 'png' | 'jpeg', width: number, height: number, orientation?: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      pixels[at] = (x * 255) / width;
      pixels[at + 1] = (y * 255) / height;
      pixels[at + 2] = 128;
    }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  if (orientation) image.withMetadata({ orientation });
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 85 }).toBuffer();
}

const upload = (body: Buffer | string, contentType = 'application/octet-stream', token = admin) =>
  ctx.request({
    method: 'POST',
    url: '/api/admin/media',
    token,
    headers: { 'content-type': contentType },
    payload: body,
  });

const filesKept = () =>
  readdirSync(mediaDir)
    .filter((name) => !name.startsWith('.'))
    .sort();

describe('POST /api/admin/media', () => {
  it('takes a PNG, keeps it as WebP at each width the pages use, and serves each copy for a year', async () => {
    const response = await upload(await photo('png', 2000, 1500), 'image/png');
    expect(response.statusCode).toBe(201);
    const image = response.json().data as TUploadedImage;
    expect(image.copies.map((c) => [c.width, c.height])).toEqual([
      [480, 360],
      [960, 720],
      [1440, 1080],
    ]);
    expect(image.url).toMatch(/^\/media\/uploads\/[0-9a-f]{32}-1440\.webp$/);
    expect(image).toMatchObject({ width: 1440, height: 1080 });
    expect(image.srcset).toBe(image.copies.map((c, i) => `${c.url} ${i + 1}x`).join(', '));

    for (const copy of image.copies) {
      const served = await ctx.request({ method: 'GET', url: copy.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', copy.width, copy.height]);
    }
    expect(filesKept()).toEqual(image.copies.map((c) => path.basename(c.url)).sort());
  });

  it('takes a JPEG whatever type it claims, never enlarges it, turns it upright, and names it by its content', async () => {
    const jpeg = await photo('jpeg', 800, 600);
    const first = await upload(jpeg, 'text/plain');
    expect(first.statusCode).toBe(201);
    const image = first.json().data as TUploadedImage;
    expect(image.copies.map((c) => [c.width, c.height])).toEqual([
      [480, 360],
      [800, 600],
    ]);
    expect(image.url).toMatch(/-800\.webp$/);
    // The same bytes again: the same names, nothing new kept.
    const before = filesKept();
    const again = (await upload(jpeg)).json().data as TUploadedImage;
    expect(again.url).toBe(image.url);
    expect(filesKept()).toEqual(before);

    // A phone's portrait photo, stored on its side with EXIF orientation 6: kept upright.
    const sideways = (await upload(await photo('jpeg', 600, 400, 6), 'image/jpeg')).json()
      .data as TUploadedImage;
    expect(sideways.copies.map((c) => [c.width, c.height])).toEqual([[400, 600]]);
  });

  it('refuses a file that is not a photo, whatever its name or declared type: 400 NOT_AN_IMAGE, nothing kept', async () => {
    const before = filesKept();
    const text = await upload('This is a holiday brochure, not a photo.\n', 'image/jpeg');
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({
      success: false,
      code: 'NOT_AN_IMAGE',
      errors: [{ field: 'file', message: expect.stringContaining('not a photo') }],
    });

    const svg = await upload(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
      'image/svg+xml',
    );
    expect(svg.statusCode).toBe(400);
    expect(svg.json().code).toBe('NOT_AN_IMAGE');

    // A JPEG's header with most of the picture cut off: it does not decode.
    const jpeg = await photo('jpeg', 900, 700);
    const cut = await upload(jpeg.subarray(0, Math.floor(jpeg.length / 3)), 'image/jpeg');
    expect(cut.statusCode).toBe(400);
    expect(cut.json().code).toBe('NOT_AN_IMAGE');

    const empty = await upload(Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('NOT_AN_IMAGE');

    // A JSON body is not parsed as JSON here: it is just bytes, and not a photo.
    const json = await upload(JSON.stringify({ image: 'x' }), 'application/json');
    expect(json.statusCode).toBe(400);
    expect(json.json().code).toBe('NOT_AN_IMAGE');
    expect(filesKept()).toEqual(before);
  });

  it('refuses a file over the limit with 413, and staff other than admins with 403', async () => {
    const tooBig = await upload(Buffer.alloc(MEDIA_MAX_UPLOAD_BYTES + 1));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().code).toBe('PAYLOAD_TOO_LARGE');
    const asReception = await upload(await photo('png', 100, 100), 'image/png', reception);
    expect(asReception.statusCode).toBe(403);
    const signedOut = await upload(await photo('png', 100, 100), 'image/png', '');
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('GET /media/…', () => {
  it('answers 404 for a name that is not an upload, and still serves the images kept in the database', async () => {
    for (const url of [
      `/media/uploads/${'b'.repeat(32)}-480.webp`,
      '/media/uploads/..%2F..%2Fetc%2Fpasswd',
      '/media/uploads/notes.txt',
    ]) {
      const response = await ctx.request({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['cache-control'], url).not.toContain('immutable');
    }
    const [kept] = rowsOf<{ path: string; content_type: string }>(
      await ctx.db.execute(sql`select path, content_type from media_file order by path limit 1`),
    );
    const fromDatabase = await ctx.request({ method: 'GET', url: `/media/${kept!.path}` });
    expect(fromDatabase.statusCode).toBe(200);
    expect(fromDatabase.headers['content-type']).toBe(kept!.content_type);
  });
});
