import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { DASHBOARD_DIST } from '@local/dashboard.js';
import { startProviderFakes, type ProviderFakes } from '@local/fakes/server.js';
import { localIntegrationSettings } from '@local/integrations.js';
import { newLocalSecretKey } from '@shared/adapters/crypto/secret-box.js';
import type { AppConfig } from '@shared/config.js';
import { client, startTestApp } from './app.js';

export interface DashboardWorld {
  app: LocalApp;
  fakes: ProviderFakes;
  stop(): Promise<void>;
}

/**
 * A local deployment serving the built dashboard (the test setup builds it when stale) with every consumer running
 * and the integration providers' local fakes, as `npm start` runs it; `config` adds to its configuration.
 */
export async function startDashboardWorld(config: Partial<AppConfig> = {}): Promise<DashboardWorld> {
  const fakes = await startProviderFakes();
  const integrations = localIntegrationSettings(fakes.urls, newLocalSecretKey(), {});
  const app = await startTestApp({
    dashboardDir: DASHBOARD_DIST,
    sweepIntervalMs: 0,
    config: { integrations, ...config },
  });
  return {
    app,
    fakes,
    stop: async () => {
      await app.stop();
      await fakes.stop();
    },
  };
}

/** axe-core on the page as it is now: no serious or critical violation (the list is printed when there are). */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  const result = await new AxeBuilder({ page }).analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${what}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
}

/** Collects what the page's scripts did wrong: uncaught errors and CSP violations fail the story. */
export function watchPage(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) problems.push(m.text());
  });
  return problems;
}

/** A script's alert, confirm or prompt fails the story (a visitor's value must never open one); it is dismissed. */
export function refuseScriptDialogs(page: Page, problems: string[]): void {
  page.on('dialog', (d) => {
    problems.push(`a script opened a ${d.type()} dialog`);
    void d.dismiss();
  });
}

/** Posts to a form's public endpoint as a visitor's `fetch` from `ip` would; expects 201 and returns the id. */
export async function postSubmission(baseUrl: string, slug: string, fields: Record<string, unknown>, ip: string) {
  const res = await client(baseUrl)('POST', `/f/${slug}`, {
    body: fields,
    headers: { accept: 'application/json', 'x-forwarded-for': ip },
  });
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string };
}

/** The dashboard's own tab (a context per person, as two browsers would be). */
export async function openDashboard(context: BrowserContext, baseUrl: string, path = '/'): Promise<Page> {
  const page = await context.newPage();
  await page.goto(baseUrl + path);
  return page;
}
