// End-to-end tests drive the real core through web mode (and Electron when its binary exists).
// Chromium is Debian's (/usr/bin/chromium); never `npx playwright install`.
import { defineConfig } from '@playwright/test';
import { E2E_VENUE_ZONE } from './tests/e2e/fixtures/venue-zone.js';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  workers: 2,
  fullyParallel: false,
  // CI runs a failed test once more, and its output lists a test that passed only then as flaky:
  // the two-core machine ran the same suite from 20 to 55 minutes, and once an API of a test took
  // more than 180 s to start beside another browser test (it starts in 5 s alone). Locally: no retry.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  // A busy two-core CI machine can take several seconds to paint a screen after a navigation; the
  // last CIs ran the same tests at 2 to 7 times their quiet-machine durations. Only a failing wait is longer.
  expect: { timeout: process.env.CI ? 25_000 : 10_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
    viewport: { width: 1366, height: 820 },
    timezoneId: E2E_VENUE_ZONE,
    // The console honours the system's reduced-motion setting (theme.ts): drawers and dialogs appear
    // without their transitions, so no test waits out an animation or pays for its frames.
    reducedMotion: 'reduce',
    // A failed test keeps its screenshot and error context, and here its trace's DOM snapshots; the
    // trace's screencast is off: recording it doubled the browser's CPU (320 s against 189 s for the
    // same seven tests) and slowed every test of a two-core CI beside it. CI keeps no trace at all
    // (another 10 %): what CI leaves is its printed output, which names the error context.
    trace: process.env.CI
      ? 'off'
      : { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
  },
});
