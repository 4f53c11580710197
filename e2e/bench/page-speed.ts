/**
 * Lighthouse mobile performance and accessibility of /auth/login and of a signed-in /
 * (decision 0021): each page measured `runs` times in a fresh Chromium profile (cold cache), the
 * median reported. The signed-in run puts the token in localStorage from /api/health first (a JSON
 * answer: no script, no service worker, nothing cached) and keeps storage through Lighthouse.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../support/browser.ts';

export interface PageSpeed {
  performance: number;
  accessibility: number;
  /** Largest Contentful Paint, ms (simulated mobile). */
  lcpMs: number;
  /** Bytes over the wire for the page load. */
  transferBytes: number;
  /** First Contentful Paint, Total Blocking Time, Speed Index (ms) and Cumulative Layout Shift. */
  fcpMs: number;
  tbtMs: number;
  siMs: number;
  cls: number;
  failing: string[];
  /** Lighthouse's own error when the run produced no score (e.g. NO_FCP), else undefined. */
  runtimeError?: string;
}

async function measureOnce(url: string, token?: string): Promise<PageSpeed> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_ARGS });
  try {
    if (token) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const page = await browser.contexts()[0]!.newPage();
      await page.goto(new URL('/api/health', url).toString());
      await page.evaluate((t) => localStorage.setItem('jwt_token', t), token);
      await page.close();
      await browser.close();
    }
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance', 'accessibility'],
      formFactor: 'mobile',
      logLevel: 'error',
      disableStorageReset: Boolean(token),
    });
    const lhr = result!.lhr;
    const failing = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => `${a.id}: ${a.title}`);
    return {
      runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined,
      performance: lhr.categories.performance?.score ?? 0,
      accessibility: lhr.categories.accessibility?.score ?? 0,
      lcpMs: Number(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
      transferBytes: Number(lhr.audits['total-byte-weight']?.numericValue ?? 0),
      fcpMs: Number(lhr.audits['first-contentful-paint']?.numericValue ?? 0),
      tbtMs: Number(lhr.audits['total-blocking-time']?.numericValue ?? 0),
      siMs: Number(lhr.audits['speed-index']?.numericValue ?? 0),
      cls: Number(lhr.audits['cumulative-layout-shift']?.numericValue ?? 0),
      failing,
    };
  } finally {
    chrome.kill();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Median of `runs` Lighthouse runs (performance, accessibility, LCP, bytes); failing audits of any run. */
export async function pageSpeed(url: string, opts: { token?: string; runs?: number } = {}): Promise<PageSpeed> {
  const results: PageSpeed[] = [];
  let failedRuns = 0;
  while (results.length < (opts.runs ?? 3)) {
    const run = await measureOnce(url, opts.token);
    if (run.runtimeError === undefined) {
      results.push(run);
      continue;
    }
    // A run Lighthouse itself could not finish (no score) is not a measurement: say so, run again.
    console.log(`      ${url}: Lighthouse run failed (${run.runtimeError}), run again`);
    if (++failedRuns > 3) throw new Error(`Lighthouse failed ${failedRuns} times on ${url}`);
  }
  return {
    performance: median(results.map((r) => r.performance)),
    accessibility: median(results.map((r) => r.accessibility)),
    lcpMs: median(results.map((r) => r.lcpMs)),
    transferBytes: median(results.map((r) => r.transferBytes)),
    fcpMs: median(results.map((r) => r.fcpMs)),
    tbtMs: median(results.map((r) => r.tbtMs)),
    siMs: median(results.map((r) => r.siMs)),
    cls: median(results.map((r) => r.cls)),
    failing: [...new Set(results.flatMap((r) => r.failing))],
  };
}

/** Runs the page-speed checks of `npm run bench` (budgets: performance ≥ 0.95, accessibility 1.0). */
export async function benchPageSpeed(
  baseUrl: string,
  token: string,
  check: (ok: boolean, line: string) => void,
): Promise<void> {
  for (const [name, path, pageToken] of [
    ['/auth/login', '/auth/login', undefined],
    ['/ (signed in)', '/', token],
  ] as const) {
    const fig = await pageSpeed(`${baseUrl}${path}`, { token: pageToken });
    for (const f of fig.failing) console.log(`      ${name} failing audit: ${f}`);
    console.log(
      `      ${name}: FCP ${(fig.fcpMs / 1000).toFixed(2)} s, LCP ${(fig.lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(fig.tbtMs)} ms, SI ${(fig.siMs / 1000).toFixed(2)} s, CLS ${fig.cls.toFixed(3)}, ${(fig.transferBytes / 1024).toFixed(1)} KB transferred (medians of 3)`,
    );
    check(
      fig.performance >= 0.95,
      `Lighthouse mobile performance of ${name}: ${fig.performance.toFixed(2)} (median of 3, budget ≥ 0.95)`,
    );
    check(
      fig.accessibility === 1,
      `Lighthouse mobile accessibility of ${name}: ${fig.accessibility.toFixed(2)} (budget 1.00)`,
    );
  }
}
