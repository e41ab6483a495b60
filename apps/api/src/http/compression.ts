import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Compresses answers for clients that ask (`Accept-Encoding`): brotli, else gzip, for text, JSON, XML
 * and HTML of 1 KB or more, with `Vary: Accept-Encoding`. Register it before the routes it covers.
 *
 * Left as they are: answers that already carry a `Content-Encoding` (the web build's precompressed
 * files, an answer a module cached already encoded), types that are compressed already (images,
 * fonts, PDFs) and event streams, which must reach the browser as each event is written.
 * Brotli runs at quality 4 here: per answer, that is as fast as gzip and still smaller; the build's
 * own files are compressed once, at quality 11 (apps/web/build/precompress.ts).
 */
export const compression = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 4,
      },
    },
    zlibOptions: { level: 6 },
    // Request bodies are read as they come, as before (no Content-Encoding on requests).
    globalDecompression: false,
  });
});
