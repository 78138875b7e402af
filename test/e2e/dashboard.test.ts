import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFormbaseClient } from '@formbase/client';
import { memberSession } from '@test/support/accounts.js';
import { client, createTestTenant, type TestTenant } from '@test/support/app.js';
import { addVirtualAuthenticator, startBrowserSite, type BrowserSite } from '@test/support/browser.js';
import {
  expectAccessible,
  postSubmission,
  refuseScriptDialogs,
  startDashboardWorld,
  watchPage,
  type DashboardWorld,
} from '@test/support/dashboard.js';
import { uniqueAddress, waitForMail } from '@test/support/ses-store.js';
import { startReceiver, type Receiver } from '@test/support/webhook-receiver.js';

/**
 * The owner's story in the dashboard, in headless Chromium against the local service serving the built app on its
 * own origin: sign in by the e-mail link, create a form, embed it on another site and submit there, read and sort
 * the submission, export, deliver to a webhook, connect the chat provider, create an API key and use it. Each page
 * is checked with axe-core. One browser and one app for the whole file; the steps run in order.
 */
let world: DashboardWorld;
let base: string;
let tenant: TestTenant;
let harness: BrowserSite;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: string[];
let receiver: Receiver;
const owner = uniqueAddress('owner');
const visitor = uniqueAddress('visitor');

beforeAll(async () => {
  world = await startDashboardWorld();
  base = world.app.baseUrl;
  tenant = await createTestTenant(world.app, 'free', owner);
  // The owner as a person (user + membership); they sign in through the e-mailed link below.
  await memberSession(world.app, tenant.tenantId, 'owner', owner);
  harness = await startBrowserSite();
  browser = harness.browser;
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  // Fail a step with the locator it waited for, well before the test's own timeout.
  context.setDefaultTimeout(10_000);
  page = await context.newPage();
  problems = watchPage(page);
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver?.close();
  await harness?.close();
  await world?.stop();
});

/** Every loading placeholder of the page is gone (resolves at once when there is none). */
const loaded = () => page.locator('.skeleton').first().waitFor({ state: 'detached' });
const tab = (name: string) => page.getByRole('navigation', { name: 'Form' }).getByRole('link', { name, exact: true });

describe('the owner dashboard', () => {
  it('signs in with the link from the e-mail', async () => {
    await page.goto(`${base}/forms`);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await expectAccessible(page, 'sign-in');
    await page.getByLabel('E-mail address').fill(owner);
    await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
    await page.getByText('Check your inbox').waitFor();
    const [mail] = await waitForMail(owner);
    const link = /https?:\/\/\S+\/sign-in\/link#token=[\w-]+/.exec(mail?.body.text ?? mail?.body.html ?? '')?.[0];
    expect(link, 'sign-in link in the e-mail').toBeDefined();
    await page.goto(link!);
    await page.getByRole('button', { name: `Sign in as ${owner}` }).click();
    await page.getByRole('heading', { name: 'Forms' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/forms');
  });

  let endpoint = '';
  it('creates a form and shows its embed snippets with the real URL', async () => {
    await expectAccessible(page, 'forms');
    await page.getByLabel('Form name').fill('Contact');
    await page.getByRole('button', { name: 'Create form' }).click();
    await page.getByRole('heading', { name: 'Endpoint' }).waitFor();
    endpoint = (await page.getByTestId('endpoint-url').textContent()) ?? '';
    expect(endpoint).toMatch(new RegExp(`^${base}/f/\\w+$`));
    for (const name of ['HTML form', 'fetch', 'React (@formspree/react)'])
      expect(await page.getByLabel(`${name} snippet`).textContent()).toContain(
        name.startsWith('React') ? base : endpoint,
      );
    await expectAccessible(page, 'embed');
  });

  it('receives a submission from the snippet pasted on another site and shows it in the inbox', async () => {
    await tab('Inbox').click();
    await page.getByText('No submissions here yet.').waitFor();
    await expectAccessible(page, 'inbox (empty)');
    // The HTML snippet as the owner copies it, on the customer's site (another origin).
    await tab('Embed').click();
    const snippet = (await page.getByLabel('HTML form snippet').textContent()) ?? '';
    harness.pages.set(
      '/contact',
      `<!doctype html><html lang="en"><head><title>Contact</title></head><body>${snippet}</body></html>`,
    );
    const site = await context.newPage();
    await site.goto(`${harness.siteUrl}/contact`);
    await site.getByLabel('Your e-mail').fill(visitor);
    await site.getByLabel('Message').fill('Hello from the site');
    await tab('Inbox').click();
    await page.getByText('No submissions here yet.').waitFor();
    // A mark on the open document: a reload would lose it.
    await page.evaluate('window.sameDocument = true');
    await site.getByRole('button', { name: 'Send' }).click();
    await site.getByRole('heading', { name: 'Thank you!' }).waitFor();
    await site.close();
    // The inbox polls its first page while visible: the submission appears without a reload.
    await page.getByRole('link', { name: new RegExp(visitor) }).waitFor();
    expect(await page.evaluate('window.sameDocument')).toBe(true);
  });

  it('opens the submission, marks it spam and back, and exports CSV', async () => {
    await page.getByRole('link', { name: new RegExp(visitor) }).click();
    const detail = page.getByRole('region', { name: 'Submission detail' });
    await detail.getByText('Hello from the site').waitFor();
    await expectAccessible(page, 'inbox (submission open)');
    await detail.getByRole('button', { name: 'Mark as spam' }).click();
    await detail.getByRole('button', { name: 'Not spam' }).waitFor();
    await page.getByRole('link', { name: /^Spam \d/ }).click();
    await page.getByRole('link', { name: new RegExp(visitor) }).click();
    await detail.getByRole('button', { name: 'Not spam' }).click();
    await page.getByText('No submissions here yet.').waitFor();
    await page.goBack();
    await page.goBack();
    expect(new URL(page.url()).searchParams.get('status')).toBe('inbox');

    // The server's export of the list as filtered: its progress, then the link to its file.
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const link = page.getByRole('link', { name: /^Download CSV \(1\)$/ });
    await link.waitFor();
    const download = page.waitForEvent('download');
    await link.click();
    const file = await download;
    const csv = await new Response((await file.createReadStream()) as unknown as ReadableStream).text();
    expect(csv.split('\r\n')[0]).toContain('message');
    expect(csv).toContain('Hello from the site');
  });

  it('creates a webhook (secret shown once) and shows its delivery with attempts', async () => {
    await tab('Webhooks').click();
    await page.getByLabel('Endpoint URL').fill(receiver.url);
    await page.getByRole('button', { name: 'Add webhook' }).click();
    expect(await page.getByTestId('secret-value').textContent()).toMatch(/^whsec_/);
    await expectAccessible(page, 'webhooks');
    await page.getByRole('button', { name: 'Send a test event' }).click();
    await page.getByText(/answered HTTP 200/).waitFor();
    // A real submission is delivered by the pipeline; its attempt shows in the log.
    const second = await client(base)('POST', new URL(endpoint).pathname, {
      body: { email: visitor, message: 'second' },
      // Another visitor (the form's rate limit counts per address).
      headers: { accept: 'application/json', 'x-forwarded-for': '198.51.100.7' },
    });
    expect(second.status, second.text).toBe(201);
    await receiver.waitFor(2, 15_000);
    await page.getByRole('link', { name: 'Delivery log' }).click();
    const delivered = page.getByText(/delivered/).first();
    await delivered.waitFor({ timeout: 15_000 });
    await page.locator('details summary').first().click();
    await page.getByRole('cell', { name: '200' }).first().waitFor();
    await expectAccessible(page, 'webhook log');
  });

  it('connects the chat provider through its authorization page', async () => {
    await tab('Integrations').click();
    await page.getByLabel('Integration', { exact: true }).selectOption('chat_a');
    await page.getByLabel('Display name').fill('Team chat');
    const popup = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    const provider = await popup;
    await provider.getByRole('heading', { name: 'Connected' }).waitFor();
    await provider.close();
    await page.getByRole('article', { name: 'Integration Team chat' }).getByText('active').waitFor();
    await expectAccessible(page, 'integrations');
  });

  it('creates an API key shown once that works with the typed client', async () => {
    await page.getByRole('link', { name: 'API keys' }).click();
    await page.getByLabel('Key name').fill('CI');
    await page.getByLabel('Access').selectOption('read');
    await page.getByRole('button', { name: 'Create key' }).click();
    const key = (await page.getByTestId('secret-value').textContent()) ?? '';
    await expectAccessible(page, 'API keys');
    const formbase = createFormbaseClient({ baseUrl: base, apiKey: key });
    const forms = await formbase.GET('/v1/forms');
    expect(forms.map((f) => f.name)).toContain('Contact');
  });

  it('invites a member who joins by the e-mailed link, signs in with a passkey and cannot open the API keys page', async () => {
    const member = uniqueAddress('member');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Members' }).click();
    await page.getByLabel('E-mail address to invite').fill(member);
    await page.getByLabel('Role', { exact: true }).selectOption('member');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText(`Invitation sent to ${member}.`).waitFor();
    await expectAccessible(page, 'members');
    const [mail] = await waitForMail(member);
    const link = /https?:\/\/\S+\/invitations\/accept#token=[\w-]+/.exec(mail?.body.text ?? '')?.[0];
    expect(link, 'invitation link in the e-mail').toBeDefined();

    // The member's own browser, with a platform authenticator (Chromium's virtual one).
    const theirs = await browser.newContext();
    theirs.setDefaultTimeout(10_000);
    const memberPage = await theirs.newPage();
    await addVirtualAuthenticator(theirs, memberPage);
    await memberPage.goto(link!);
    await memberPage.getByRole('button', { name: /^Join / }).click();
    await memberPage.getByRole('heading', { name: 'Forms' }).waitFor();
    await memberPage.getByRole('link', { name: 'Account' }).click();
    await memberPage.getByLabel('Passkey name').fill('Laptop');
    await memberPage.getByRole('button', { name: 'Add a passkey' }).click();
    await memberPage.getByText('Passkey added.').waitFor();
    await expectAccessible(memberPage, 'account');
    await memberPage.getByRole('button', { name: 'Sign out', exact: true }).click();
    await memberPage.getByRole('heading', { name: 'Sign in' }).waitFor();
    await memberPage.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await memberPage.getByRole('heading', { name: 'Forms' }).waitFor();
    await memberPage
      .getByRole('link', { name: /Contact/ })
      .first()
      .waitFor();
    expect(await memberPage.getByRole('link', { name: 'API keys' }).count()).toBe(0);
    await memberPage.goto(`${base}/organization/api-keys`);
    expect(await memberPage.getByRole('alert').first().textContent()).toMatch(/role|permission|not allowed/i);
    await theirs.close();
  });

  it('removes an admin after listing the API keys they created, and revokes them in the same step', async () => {
    const admin = await memberSession(world.app, tenant.tenantId, 'admin');
    const call = client(base);
    const created = await call('POST', '/v1/api-keys', {
      headers: { origin: base, cookie: `fb_session=${admin.session}` },
      body: { name: 'Zapier bridge', scope: 'read' },
    });
    expect(created.status, created.text).toBe(201);
    // The admin joined behind the page's back: the list is read afresh.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Members' }).click();
    await page.reload();
    await page.getByRole('button', { name: `Remove ${admin.user.email}` }).click();
    const dialog = page.getByRole('dialog', { name: `Remove ${admin.user.email}?` });
    await dialog.getByTestId('member-keys').getByText('Zapier bridge').waitFor();
    expect(await dialog.getByLabel('Revoke this API key too').isChecked()).toBe(true);
    await expectAccessible(page, 'member removal');
    // With the keyboard: Escape closes it and gives focus back to its button; Enter opens it on Cancel.
    const focused = () => page.evaluate<string | undefined>('document.activeElement?.textContent');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await focused()).toBe(`Remove ${admin.user.email}`);
    await page.keyboard.press('Enter');
    await dialog.getByTestId('member-keys').waitFor();
    expect(await focused()).toBe('Cancel');
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
    await page.getByRole('button', { name: `Remove ${admin.user.email}` }).waitFor({ state: 'detached' });
    expect((await call('GET', '/v1/forms', { token: created.body.key })).status).toBe(401);
  });

  it('draws the analytics chart without accessibility problems', async () => {
    await page.getByRole('link', { name: 'Forms', exact: true }).click();
    await page
      .getByRole('link', { name: /Contact/ })
      .first()
      .click();
    await tab('Analytics').click();
    await page.getByTestId('daily-chart').locator('canvas').waitFor();
    await expectAccessible(page, 'analytics');
    expect(problems).toEqual([]);
  });

  // One test per page: each axe run on the shared machine takes seconds, so a page gets the test's whole time.
  it.each(['Settings', 'Autoresponder', 'Spam protection', 'Data requests'])(
    "shows the form's %s page without accessibility problems",
    async (name) => {
      await tab(name).click();
      await loaded();
      await expectAccessible(page, name);
      expect(problems).toEqual([]);
    },
  );

  it.each(['Usage', 'Suppression list', 'Members', 'Audit log', 'Account'])(
    "shows the organization's %s page without accessibility problems",
    async (name) => {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click();
      await loaded();
      await expectAccessible(page, name);
      expect(problems).toEqual([]);
    },
  );

  it('shows hostile submission content as inert text', async () => {
    const dialogs: string[] = [];
    refuseScriptDialogs(page, dialogs);
    const form = (await client(base)('GET', '/v1/forms', { token: tenant.fullKey })).body[0];
    const hostile = {
      email: uniqueAddress('hostile'),
      script: '<script>alert("script")</script>',
      image: '<img src=x onerror="alert(\'img\')">',
      link: 'javascript:alert("link")',
      html: '<a href="javascript:alert(1)">click me</a>',
    };
    const sent = await postSubmission(base, form.public_slug, hostile, '198.51.100.8');
    await page.goto(`${base}/forms/${form.id}/inbox?status=all&submission=${sent.id}`);
    const fields = page.getByRole('region', { name: 'Fields' });
    for (const value of Object.values(hostile)) await fields.getByText(value, { exact: true }).waitFor();
    expect(await fields.locator('script, img, a, iframe').count()).toBe(0);
    expect(await page.locator('a[href^="javascript:"]').count()).toBe(0);
    expect(dialogs).toEqual([]);
  });
});
