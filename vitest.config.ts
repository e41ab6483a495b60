import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest leaves one core idle by default; test files are independent (each has a database of
    // its own), so a two-core machine runs two at once.
    maxWorkers: availableParallelism(),
    projects: [
      'packages/contract',
      'apps/api',
      'apps/web',
      // The dependency rules of ARCHITECTURE.md, checked over the whole repository.
      // It parses every source file: 2 s on an idle machine, far more beside a loaded test run.
      {
        test: {
          name: 'boundaries',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
    ],
  },
});
