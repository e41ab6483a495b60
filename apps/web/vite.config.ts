import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { contractAnswers, pureContractSchemas } from './build/answer-shapes';
import { precompress } from './build/precompress';
import { prerenderHome } from './build/prerender';

const root = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';
/** Chunks the entry imports statically (see codeSplitting below): on the page before any lazy screen. */
const LOADED_BY_THE_ENTRY = /^assets\/(rolldown-runtime|react|router|query)-[\w-]+\.js$/;

export default defineConfig({
  root,
  // The home page's answer checkers (virtual:contract-answers); after the bundle, the pages
  // prerendered (dist/home.html, dist/index.html), then .br/.gz beside every asset.
  plugins: [react(), contractAnswers(), pureContractSchemas(), prerenderHome(), precompress()],
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/wp-json': { target: apiTarget, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/wp-json': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    modulePreload: {
      // Every browser the site supports preloads modules itself.
      polyfill: false,
      // The entry brings the framework chunks itself: no lazy screen needs to list them again.
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'js' ? deps.filter((dep) => !LOADED_BY_THE_ENTRY.test(dep)) : deps,
    },
    rolldownOptions: {
      treeshake: {
        // The contract builds every schema at module level (z.object(…)): the ones a chunk never
        // reads can go, and a contract module nobody imports from brings nothing.
        manualPureFunctions: ['z'],
        moduleSideEffects: [{ test: /packages[\\/]contract[\\/]/, sideEffects: false }],
      },
      output: {
        // Framework code in its own long-lived chunks: a release of our code leaves them cached.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
          ],
        },
      },
    },
  },
});
