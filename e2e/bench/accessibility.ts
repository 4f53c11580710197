/** Lighthouse (mobile) accessibility score of a page, in Debian's Chromium through chrome-launcher. */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, CHROMIUM_ARGS } from '../support/browser.ts';

export async function accessibilityScore(url: string): Promise<{ score: number; failing: string[] }> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_ARGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['accessibility'],
      formFactor: 'mobile',
      logLevel: 'error',
    });
    const lhr = result!.lhr;
    const failing = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => `${a.id}: ${a.title}`);
    return { score: lhr.categories.accessibility!.score ?? 0, failing };
  } finally {
    chrome.kill();
  }
}
