import { createReadStream } from 'node:fs';
import { MEDIA_MAX_UPLOAD_BYTES, ZUploadImageResponse } from '@parkstays/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/errors';
import { errorResponses, ok } from '../../http/responses';
import { adminRoute, routeOptions } from '../../http/route-options';
import { IMMUTABLE } from '../../http/web-app';
import type { MediaService } from './media.service';

/**
 * Uploaded photos: staff send one (admins), guests' pages load its copies. The database's own
 * images (media_file, the demo's pictures) stay under /media/* (cms.routes.ts); /media/uploads/
 * is a more particular address, so the router sends uploads here first.
 */
export const mediaRoutes: FastifyPluginAsyncZod<{ service: MediaService }> = async (app, { service }) => {
  const publicRoute = routeOptions({ tags: ['media'] });

  app.get(
    '/media/uploads/:name',
    publicRoute('A copy of an uploaded photo (its name is its content: cached for a year)', {
      params: z.object({ name: z.string().max(60, 'name is too long') }),
      hide: true,
    }),
    async (request, reply) => {
      const file = await service.fileOf(request.params.name);
      if (!file) throw notFound('Image not found');
      return reply
        .type('image/webp')
        .header('cache-control', IMMUTABLE)
        .header('x-content-type-options', 'nosniff')
        .send(createReadStream(file));
    },
  );

  // The upload's body is the file itself, whatever type it says it is: it is decoded to be judged.
  await app.register(async (uploads) => {
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: MEDIA_MAX_UPLOAD_BYTES },
      (_r, body, done) => done(null, body),
    );
    uploads.post(
      '/api/admin/media',
      {
        ...adminRoute(
          'Uploads a photo (the body is the file): checked to be one by decoding it, kept at the widths the pages use (admins)',
          {
            description:
              '400 NOT_AN_IMAGE when the body is not a JPEG, PNG, WebP, GIF or AVIF photo that decodes, whatever its name or Content-Type.',
            response: { 201: ZUploadImageResponse, ...errorResponses(400, 401, 403) },
          },
        ),
        bodyLimit: MEDIA_MAX_UPLOAD_BYTES,
      },
      async (request, reply) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const image = await service.upload(body);
        return reply.code(201).send(ok(image, `The photo is uploaded (${image.width} × ${image.height}).`));
      },
    );
  });
};
