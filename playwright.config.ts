import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// The system Chromium: nothing is ever downloaded (`npx playwright install` must not be needed).
const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
// E2E_PORT / E2E_OUTPUT_DIR let two runs on one machine (e.g. two checkouts) stay apart.
const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;
// The server's data folder, one per port: specs read the e-mails it writes to its outbox
// (e2e/support/outbox.ts). Set here so the test workers, which load this file too, see it.
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `adiestra-e2e-${port}`);

const chromium = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };
// The specs that move the server's clock (POST /api/test/clock, e2e/support/server-clock.ts).
const CLOCK_SPECS = /(emails|reminders|invoices-aeat)\.spec\.ts/;

export default defineConfig({
  testDir: 'e2e',
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  // One server, one fresh database: specs build on the first admin created by the setup project.
  // Two workers share them (every spec makes its own accounts); spec files run whole, one worker each.
  workers: 2,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Generous: journeys register, approve and log in several accounts on a shared machine, and CI
  // machines have run three times slower than a quiet one (a passing wait costs nothing extra).
  // Each long journey sets its own timeout at about twice its time on such a slow machine.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'setup', testMatch: /.*\.setup\.ts/ },
    {
      name: 'chromium',
      use: chromium,
      dependencies: ['setup'],
      testIgnore: CLOCK_SPECS,
      teardown: 'clock',
    },
    // The clock specs run alone, one at a time, as the teardown of the others (after every one of
    // them, even when some fail): a clock days ahead would expire the other worker's sessions
    // mid-test. A teardown has no dependencies, so they sign in their own admin.
    { name: 'clock', use: chromium, testMatch: CLOCK_SPECS, workers: 1 },
  ],
  webServer: {
    // API + built web app on a fresh temporary database, rate limits off.
    command: 'node scripts/e2e-server.mjs',
    env: { PORT: String(port), E2E_DATA_DIR: process.env.E2E_DATA_DIR },
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    // SIGTERM, not the default SIGKILL: the server stops its embedded PostgreSQL (its own process
    // group, which a SIGKILL of the server's group would leave running) and removes its folder.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
