import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './errors';

/** What the build hashes (apps/web/dist/assets): a new release gets new names, so a year is safe. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages and unhashed files: the browser asks again each time (an ETag answers 304 for files). */
export const REVALIDATE = 'no-cache';

/** The app shell every screen starts from, and the home page prerendered by the build (apps/web/build). */
const SHELL_FILE = 'index.html';
const HOME_FILE = 'home.html';
/** The build's precompressed copies of each file: answered in their place, never on their own. */
const VARIANT = /\.(br|gz)$/;

// A missing file (an old asset hash, a typo) must 404, not answer the app's HTML as script.
const isFilePath = (url: string) => url.startsWith('/assets/') || /\.[a-z0-9]{1,8}$/i.test(url);

/** Files of `dir` (relative, '/'-separated), dot files and folders left out. */
function filesUnder(dir: string, base = ''): string[] {
  return readdirSync(path.join(dir, base), { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.')) return [];
    const relative = base ? `${base}/${entry.name}` : entry.name;
    return entry.isDirectory() ? filesUnder(dir, relative) : [relative];
  });
}

export type WebAppOptions = {
  /** The built web app (WEB_DIST_DIR); without its index.html only the API is served. */
  root: string;
  /** Addresses that belong to the API: never a page, a 404 in the error shape when unknown. */
  isApiPath: (url: string) => boolean;
};

/**
 * Serves the built web app beside the API, and answers every unknown address.
 *
 * - `/assets/*` (hashed names): `Cache-Control: public, max-age=31536000, immutable`, answered from
 *   the build's brotli or gzip copy when the browser accepts one (`Content-Encoding`,
 *   `Vary: Accept-Encoding`); the other files of the build (favicon) are revalidated (`no-cache`).
 *   None of these counts towards the API's rate limit: a first visit fetches ~40 of them.
 * - Any other GET or HEAD outside the API is a screen of the single-page app: `/` gets the home page
 *   the build prerendered (hero and search bar in the HTML), every other address the app shell;
 *   both `no-cache`, each with this response's CSP nonce (compressed on the way out like any answer).
 * - Everything else unknown is a 404 in the API's error shape.
 */
export const webApp = fp(async (app: FastifyInstance, { root, isApiPath }: WebAppOptions) => {
  const webRoot = path.resolve(root);
  const shellFile = path.join(webRoot, SHELL_FILE);
  const shellHtml = existsSync(shellFile) ? readFileSync(shellFile, 'utf8') : undefined;
  const homeFile = path.join(webRoot, HOME_FILE);
  const homeHtml =
    shellHtml !== undefined && existsSync(homeFile) ? readFileSync(homeFile, 'utf8') : shellHtml;

  const notCounted = { rateLimit: false } as const;
  if (shellHtml !== undefined) {
    await app.register(fastifyStatic, {
      root: webRoot,
      serve: false,
      preCompressed: true,
      // Cache-Control is set below, only on files found (a 404 must not be cached for a year).
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const hashed = path.relative(webRoot, filePath).split(path.sep)[0] === 'assets';
        reply.header('cache-control', hashed ? IMMUTABLE : REVALIDATE);
      },
    });
    app.route({
      method: ['GET', 'HEAD'],
      url: '/assets/*',
      config: notCounted,
      schema: { hide: true },
      handler: (request, reply) => reply.sendFile(`assets/${(request.params as { '*': string })['*']}`),
    });
    const pages = new Set([SHELL_FILE, HOME_FILE]);
    for (const file of filesUnder(webRoot)) {
      if (file.startsWith('assets/') || pages.has(file) || VARIANT.test(file)) continue;
      app.route({
        method: ['GET', 'HEAD'],
        url: `/${file}`,
        config: notCounted,
        schema: { hide: true },
        handler: (_request, reply) => reply.sendFile(file),
      });
    }
  }

  /** A screen of the single-page app; its router shows /404 for unknown ones. */
  const page = (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (shellHtml === undefined || isApiPath(url) || isFilePath(url)) return notFound(request, reply);
    const html = url === '/' ? homeHtml! : shellHtml;
    return reply
      .header('cache-control', REVALIDATE)
      .type('text/html; charset=utf-8')
      .send(html.replaceAll('__CSP_NONCE__', reply.cspNonce.style));
  };
  if (shellHtml !== undefined) {
    // Routes rather than the not-found handler: the compression plugin covers routes only.
    for (const url of ['/', '/*']) {
      app.route({ method: ['GET', 'HEAD'], url, config: notCounted, schema: { hide: true }, handler: page });
    }
  }
  app.setNotFoundHandler(notFound);
});

function notFound(request: FastifyRequest, reply: FastifyReply) {
  const url = request.url.split('?')[0] ?? '/';
  return sendError(reply, 404, `No such endpoint: ${request.method} ${url}`);
}
