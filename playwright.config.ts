import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);

export default defineConfig({
  testDir: './apps/web/e2e',
  outputDir: './test-results/e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // CI's first pass leaves the journeys tagged for its PostgreSQL pass to that pass (.ci/run), so
  // each runs once per CI run, on the database it is tagged for.
  grepInvert: process.env.E2E_SKIP_TAG ? new RegExp(process.env.E2E_SKIP_TAG) : undefined,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'test-results/e2e-report' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node --import tsx apps/api/scripts/e2e-server.ts',
    url: `http://127.0.0.1:${port}/api/site-settings`,
    env: { E2E_PORT: String(port) },
    reuseExistingServer: false,
    // SIGTERM lets the server drop its scratch database or data directory before it exits.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
