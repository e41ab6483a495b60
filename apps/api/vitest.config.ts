import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    // Files share the modules they import (the app, the harness) instead of loading them again:
    // every file builds its own app on its own database, and no module keeps state between files.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
