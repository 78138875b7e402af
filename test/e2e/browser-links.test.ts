import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserClient, memberSession, tokenFromMail } from '@test/support/accounts.js';
import { createTestTenant } from '@test/support/app.js';
import { startBrowserSite, type BrowserSite } from '@test/support/browser.js';
import { startDashboardWorld, watchPage, type DashboardWorld } from '@test/support/dashboard.js';
import { uniqueAddress, waitForMail } from '@test/support/ses-store.js';

/**
 * Login CSRF through the link pages, in Chromium against the built dashboard: a browser signed in as V that opens
 * someone else's sign-in or invitation link stays V (the page shows whom the link signs in and that the browser is
 * V) until V clicks to switch; nothing is redeemed on load, so the link still works afterwards.
 */
let world: DashboardWorld;
let harness: BrowserSite;
let browser: Browser;
let base: string;
let tenantId: string;
const victim = uniqueAddress('victim');
const attacker = uniqueAddress('attacker');

beforeAll(async () => {
  world = await startDashboardWorld();
  base = world.app.baseUrl;
  tenantId = (await createTestTenant(world.app, 'free', victim)).tenantId;
  await memberSession(world.app, tenantId, 'owner', victim);
  await memberSession(world.app, tenantId, 'viewer', attacker);
  harness = await startBrowserSite();
  browser = harness.browser;
});
afterAll(async () => {
  await harness?.close();
  await world?.stop();
});

/** The victim's browser, signed in through their own e-mailed link (with a click). */
async function victimBrowser(): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await browser.newContext();
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  const problems = watchPage(page);
  const before = (await waitForMail(victim, 0)).length;
  await browserClient(world.app)('POST', '/v1/auth/email-links', undefined, { body: { email: victim } });
  await page.goto(`${base}/sign-in/link#token=${await tokenFromMail(victim, before + 1)}`);
  await page.getByRole('button', { name: `Sign in as ${victim}` }).click();
  await page.getByRole('heading', { name: 'Forms' }).waitFor();
  return { context, page, problems };
}

const signedInAs = async (page: Page) =>
  (await page.evaluate(async () => (await (await fetch('/v1/me')).json()) as { user: { email: string } })).user.email;

describe('link pages act only on a click', () => {
  it('keeps a browser signed in as V on another person’s sign-in link until V clicks to switch', async () => {
    const { context, page, problems } = await victimBrowser();
    const before = (await waitForMail(attacker, 0)).length;
    await browserClient(world.app)('POST', '/v1/auth/email-links', undefined, { body: { email: attacker } });
    const token = await tokenFromMail(attacker, before + 1);

    await page.goto(`${base}/sign-in/link#token=${token}`);
    await page.getByTestId('link-preview').getByText(attacker).waitFor();
    await page.getByTestId('other-session').getByText(victim).waitFor();
    expect(await signedInAs(page)).toBe(victim);
    // Staying is the default: nothing was redeemed, the session is V's.
    await page.getByRole('button', { name: `Stay signed in as ${victim}` }).click();
    await page.getByRole('heading', { name: 'Forms' }).waitFor();
    expect(await signedInAs(page)).toBe(victim);

    // The link was not used by looking at it; switching is V's explicit choice.
    await page.goto(`${base}/sign-in/link#token=${token}`);
    await page.getByRole('button', { name: `Switch to ${attacker}` }).click();
    await page.getByRole('heading', { name: 'Forms' }).waitFor();
    expect(await signedInAs(page)).toBe(attacker);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the organization and role of another person’s invitation and stays V until V clicks', async () => {
    const { context, page } = await victimBrowser();
    const invitee = uniqueAddress('invitee');
    const owner = await memberSession(world.app, tenantId, 'owner');
    const invited = await browserClient(world.app)('POST', '/v1/invitations', owner.session, {
      body: { email: invitee, role: 'member' },
    });
    expect(invited.status).toBe(201);
    const token = await tokenFromMail(invitee);

    await page.goto(`${base}/invitations/accept#token=${token}`);
    await page.getByTestId('link-preview').getByText('member').waitFor();
    await page.getByTestId('link-preview').getByText(invitee).waitFor();
    await page.getByTestId('other-session').getByText(victim).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Join an organization' }).waitFor();
    expect(await signedInAs(page)).toBe(victim);
    const listed = await browserClient(world.app)('GET', '/v1/invitations', owner.session);
    expect(listed.body.data.find((i: { id: string }) => i.id === invited.body.id).status).toBe('pending');
    await context.close();
  });
});
