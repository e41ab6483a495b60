import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Text the server answers as a file. Pages (.html) are not here: the server puts a CSP nonce in
 * each one, so it compresses them per answer. Nor are source maps, which only developer tools ask for.
 */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(full) : Promise.resolve([full]);
    }),
  );
  return nested.flat();
}

/** Writes `file.br` (brotli, quality 11) and `file.gz` (gzip -9) beside `file`, each only when smaller. */
export async function precompressFile(file: string): Promise<void> {
  const content = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < content.length) await writeFile(`${file}.br`, br);
  if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
}

/** Every compressible file of a built folder, precompressed; answers how many. */
export async function precompressDir(dir: string): Promise<number> {
  const files = [];
  for (const file of await filesUnder(dir)) {
    if (COMPRESSIBLE.test(file) && (await stat(file)).size > 0) files.push(file);
  }
  // A few at a time: brotli's best quality is slow, and the build machine may have two cores.
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) await precompressFile(file);
  };
  await Promise.all([worker(), worker(), worker()]);
  return files.length;
}

/**
 * After the build: a brotli and a gzip copy of each built asset, made once here at the best
 * compression, so the server answers `Accept-Encoding` with a file instead of compressing it on
 * every request (apps/api/src/http/web-app.ts).
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'parkstays:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (config.build.ssr || config.build.write === false) return;
        const outDir = path.resolve(config.root, config.build.outDir);
        const started = Date.now();
        const count = await precompressDir(outDir);
        config.logger.info(`precompressed ${count} files (brotli, gzip) in ${Date.now() - started} ms`);
      },
    },
  };
}
