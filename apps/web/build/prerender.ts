import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import { HOME_FILE, HOME_MUST_HOLD, prerenderedPage, SHELL_MUST_HOLD } from './home-page';

/** The build's entry that renders a screen to HTML (src/prerender.tsx). */
const PRERENDER_ENTRY = 'src/prerender.tsx';
/** The home page's screen: its code and styles load with the prerendered page, not after it. */
const HOME_SCREEN = 'src/app/routes/search/search.tsx';
/**
 * The guest site's route table (decision 057): every address but the home page's needs it before
 * its screen, so the layout around a wait preloads it with the entry's code.
 */
const GUEST_ROUTES = 'src/app/routes/guest-routes.tsx';
type PrerenderEntry = { prerender: (url: string) => Promise<string>; prerenderShell: () => string };

/** The chunk built from `moduleId`, and every chunk it imports statically, in load order. */
function chunkClosure(bundle: Rollup.OutputBundle, moduleId: string): Rollup.OutputChunk[] {
  const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
  const start = chunks.find((chunk) => chunk.facadeModuleId === moduleId);
  if (!start) throw new Error(`prerender: no chunk for ${moduleId}`);
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<string>();
  const ordered: Rollup.OutputChunk[] = [];
  const visit = (chunk: Rollup.OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const name of chunk.imports) {
      const imported = byName.get(name);
      if (imported) visit(imported);
    }
    ordered.push(chunk);
  };
  visit(start);
  return ordered;
}

/**
 * Prerenders the home page at build time (decision 038): renders `/` with react-dom/server
 * as a visitor who is not signed in sees it before anything is fetched, and writes it as
 * dist/home.html with the home screen's styles inlined and its code preloaded. The hero and the
 * search bar are in the HTML, so the largest paint does not wait for JavaScript; main.tsx then
 * hydrates that HTML instead of drawing the page again (no layout shift). Every other address
 * gets dist/index.html with the layout (header, footer) around a wait, replaced by the screen.
 *
 * Runs a second, server-side Vite build of src/prerender.tsx into a scratch folder, imports it and
 * calls it; the build fails if the page lacks the hero heading or the search bar.
 */
export function prerenderHome(): Plugin {
  let config: ResolvedConfig;
  let bundle: Rollup.OutputBundle | undefined;
  return {
    name: 'parkstays:prerender-home',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, output) {
      bundle = output;
    },
    writeBundle: {
      sequential: true,
      async handler() {
        if (config.build.ssr || !bundle) return;
        const outDir = path.resolve(config.root, config.build.outDir);
        // Inside the project, so the server build's imports of packages resolve from node_modules.
        const scratch = mkdtempSync(path.join(config.root, '.prerender-'));
        try {
          const output = (await build({
            configFile: config.configFile,
            root: config.root,
            mode: config.mode,
            logLevel: 'warn',
            build: {
              ssr: PRERENDER_ENTRY,
              outDir: scratch,
              emptyOutDir: true,
              copyPublicDir: false,
              sourcemap: false,
              minify: false,
              manifest: false,
            },
          })) as Rollup.RollupOutput | Rollup.RollupOutput[];
          const entry = [output]
            .flat()
            .flatMap((result) => result.output)
            .find((item) => item.type === 'chunk' && item.isEntry);
          if (!entry) throw new Error('prerender: the server build has no entry chunk');
          const { prerender, prerenderShell } = (await import(
            pathToFileURL(path.join(scratch, entry.fileName)).href
          )) as PrerenderEntry;

          const base = config.base;
          const readStyle = (href: string) =>
            readFileSync(path.join(outDir, href.slice(base.length)), 'utf8');
          const chunks = chunkClosure(bundle, path.resolve(config.root, HOME_SCREEN));
          const shell = readFileSync(path.join(outDir, 'index.html'), 'utf8');
          const home = prerenderedPage(shell, await prerender('/'), {
            variant: 'home',
            scripts: chunks.map((chunk) => `${base}${chunk.fileName}`),
            styles: chunks.flatMap((chunk) =>
              [...(chunk.viteMetadata?.importedCss ?? [])].map((file) => `${base}${file}`),
            ),
            readStyle,
          });
          const everyOther = prerenderedPage(shell, prerenderShell(), {
            variant: 'shell',
            scripts: chunkClosure(bundle, path.resolve(config.root, GUEST_ROUTES)).map(
              (chunk) => `${base}${chunk.fileName}`,
            ),
            readStyle,
          });
          for (const [page, mustHold, file] of [
            [home, HOME_MUST_HOLD, HOME_FILE],
            [everyOther, SHELL_MUST_HOLD, 'index.html'],
          ] as const) {
            const missing = mustHold.filter((pattern) => !pattern.test(page));
            if (missing.length) throw new Error(`prerender: ${file} lacks ${missing.join(', ')}`);
            writeFileSync(path.join(outDir, file), page);
            config.logger.info(`prerendered ${file} (${Math.round(page.length / 1024)} kB)`);
          }
        } finally {
          rmSync(scratch, { recursive: true, force: true });
        }
      },
    },
  };
}
