// Debian's headless Chromium with exactly the e2e suite's flags (playwright.config.ts), and one page
// of it over the built bench site, closed with the site whatever the run does.
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../../playwright.config.js';
import { buildBenchSite, type BenchSite } from './build-pages.js';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/** Builds the bench site, opens one page of the given size on it and runs `run`, then closes both. */
export async function onBenchPage<T>(
  viewport: { width: number; height: number },
  run: (page: Page, site: BenchSite) => Promise<T>,
): Promise<T> {
  const site = await buildBenchSite();
  const browser = await launchChromium();
  try {
    return await run(await browser.newPage({ viewport }), site);
  } finally {
    await browser.close();
    await site.close();
  }
}
