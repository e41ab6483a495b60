import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { contractAnswers } from './build/answer-shapes';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  plugins: [react(), contractAnswers()],
  test: {
    name: 'web',
    root,
    environment: 'jsdom',
    include: ['src/**/*.test.tsx'],
    setupFiles: ['./src/test/setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    restoreMocks: true,
    // jsdom journeys typing through whole forms take seconds when every project runs at once.
    testTimeout: 15_000,
    unstubGlobals: true,
  },
});
