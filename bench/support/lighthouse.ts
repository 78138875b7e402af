import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  /** Lighthouse's CPU benchmark of this machine at the start of the run (lower: slower or busier). */
  benchmarkIndex: number;
  failedAudits: string[];
}

/**
 * A Lighthouse run of `url` signed in with the session cookie: `mobile` is its default (a mid-range phone on slow 4G,
 * simulated throttling), `desktop` its desktop preset.
 */
export async function lighthouseScores(
  url: string,
  session: string,
  chromePath: string,
  preset: 'mobile' | 'desktop',
  reportPath?: string,
): Promise<LighthouseScores> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-sync'],
  });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        extraHeaders: { cookie: `fb_session=${session}` },
      },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error('Lighthouse returned no result');
    if (reportPath) writeFileSync(reportPath, JSON.stringify(result.lhr));
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const numeric = (id: string) => Math.round((audits[id]?.numericValue ?? NaN) * 1000) / 1000;
    const failedAudits = Object.values(categories)
      .flatMap((c) => c.auditRefs.filter((r) => r.weight > 0).map((r) => audits[r.id]!))
      .filter((a) => a.score !== null && a.score < 0.9)
      .map((a) => `${a.id}: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      lcp: Math.round(numeric('largest-contentful-paint')),
      tbt: Math.round(numeric('total-blocking-time')),
      cls: numeric('cumulative-layout-shift'),
      fcp: Math.round(numeric('first-contentful-paint')),
      benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
      failedAudits,
    };
  } finally {
    chrome.kill();
  }
}
