import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4391);
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `dealership-e2e-${port}`);
process.env.E2E_DATA_DIR = E2E_DATA_DIR;

// Debian's headless shell (package chromium-headless-shell) is the build Playwright itself uses for headless runs:
// no browser UI to draw, so each test costs the machine less. The full browser is the fallback.
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const chromiumPath = process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    // Recording a trace for every test more than doubles the browser's CPU time; rerun a failing spec with
    // `--trace on` to get one. A screenshot is taken only when a test fails.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node --import tsx tests/support/e2e-server.ts',
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    // The first start of a changed tree builds the test data template (the demo artwork takes minutes on a busy
    // machine); npm test builds it first.
    timeout: 600_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      LOGIN_ADDRESS_LIMIT: '100',
      INQUIRY_RATE_LIMIT: '1000',
      // The suite books more unconfirmed bookings from one address than keep their slot by default (30 an hour, 3 a network).
      BOOKING_HOLDS_PER_HOUR: '1000',
      BOOKING_HOLDS_PER_NETWORK: '1000',
      // It also posts more leads than the site's hourly ceiling of lead receipts (60).
      PUBLIC_MAIL_PER_HOUR: '1000',
      MAX_CONNECTIONS_PER_CLIENT: '1000',
      // Passkeys are made for SITE_URL's host only: here, the address the browser tests open.
      SITE_URL: `http://localhost:${port}`,
      DATA_DIR: E2E_DATA_DIR,
      PORT: String(port),
      HOST: 'localhost',
      NODE_ENV: 'production',
      SECURE_COOKIES: 'false',
    },
  },
});
