// Debian's headless Chromium with exactly the e2e suite's flags (playwright.config.ts).
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../../playwright.config.js';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
}
