import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberSession } from '@test/support/accounts.js';
import { client, createTestTenant, type TestTenant } from '@test/support/app.js';
import { addVirtualAuthenticator, startBrowserSite, type BrowserSite } from '@test/support/browser.js';
import { expectAccessible, startDashboardWorld, watchPage, type DashboardWorld } from '@test/support/dashboard.js';
import { uniqueAddress } from '@test/support/ses-store.js';
import { createForm } from '@test/support/submissions.js';

/**
 * Every form of the dashboard, given a value the browser lets through and the API refuses: the field the API names
 * is marked invalid, described by the refusal's sentence and focused (not the first field of the form, nor the
 * Save button), axe finds nothing; once a value the API takes is saved, the mark is gone.
 */
let world: DashboardWorld;
let tenant: TestTenant;
let harness: BrowserSite;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: string[];
let formId = '';
const owner = uniqueAddress('fields-owner');
const LONG = (n: number) => 'x'.repeat(n);

beforeAll(async () => {
  // Sign-up open, so the owner may create another organization (the default is invitation-only: 403).
  world = await startDashboardWorld({ signUp: { mode: 'open' } });
  tenant = await createTestTenant(world.app, 'enterprise', owner);
  const { session } = await memberSession(world.app, tenant.tenantId, 'owner', owner);
  formId = await createForm(world.app, tenant.fullKey, { name: 'Fields form' });
  harness = await startBrowserSite();
  browser = harness.browser;
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  context.setDefaultTimeout(10_000);
  const { hostname } = new URL(world.app.baseUrl);
  await context.addCookies([{ name: 'fb_session', value: session, domain: hostname, path: '/' }]);
  page = await context.newPage();
  problems = watchPage(page);
  // The first load of the app's scripts (cold on a busy machine) happens here, not in the first case.
  await page.goto(`${world.app.baseUrl}/forms`);
  await page.getByRole('heading', { name: 'Create a form' }).waitFor({ timeout: 60_000 });
}, 120_000);
afterAll(async () => {
  await harness?.close();
  await world?.stop();
});

interface Refusal {
  /** The page, under the form's pages when it starts with `form:`. */
  path: string;
  /** The form (or the section holding it) on that page. */
  scope: (page: Page) => Locator;
  /** The control the API's refusal names, by its label. */
  field: string;
  /** A value the browser accepts and the API refuses, and one it takes. */
  refused: string;
  accepted?: string;
  /** The button that sends the form. */
  submit: string;
  /** The refusal as the page says it. */
  says: string | RegExp;
  /** Anything to do before typing (picking an integration type). */
  before?: (scope: Locator) => Promise<void>;
}

const settings = (name: string) => (p: Page) => p.getByRole('form', { name });
const region = (name: string) => (p: Page) => p.getByRole('region', { name });

const REFUSALS: Refusal[] = [
  {
    path: '/forms',
    scope: settings('Create a form'),
    field: 'Emoji',
    refused: LONG(33),
    submit: 'Create form',
    says: 'Emoji: can be at most 32 characters.',
    before: (scope) => scope.getByLabel('Form name').fill('Emoji form'),
  },
  {
    path: 'form:settings',
    scope: settings('General'),
    field: 'External key',
    refused: 'has spaces',
    accepted: 'site/contact',
    submit: 'Save general',
    says: /^External key: must be 1-200 characters/,
  },
  {
    path: 'form:settings',
    scope: settings('Responses and retention'),
    field: 'Redirect after a successful submission',
    refused: 'ftp://example.com/thanks',
    accepted: 'https://example.com/thanks',
    submit: 'Save responses and retention',
    says: /must be an absolute http\(s\) URL\.$/,
  },
  {
    path: 'form:settings',
    scope: settings('Notifications'),
    field: 'Notify (one address a line)',
    refused: `${owner}\nnot-an-address`,
    accepted: owner,
    submit: 'Save notifications',
    says: 'Notify emails (line 2): must be an e-mail address.',
  },
  {
    path: 'form:settings',
    scope: settings('Spam filter'),
    field: 'Blocked keywords',
    refused: LONG(81),
    accepted: 'casino',
    submit: 'Save spam filter',
    says: /can be at most 80 characters\.$/,
  },
  {
    path: 'form:settings',
    scope: settings('Rate limits'),
    field: 'Burst submissions',
    refused: '100000000',
    accepted: '30',
    submit: 'Save rate limits',
    says: 'Rate limit › burst: must be at most 1000000.',
  },
  {
    path: 'form:settings',
    scope: settings('Privacy'),
    field: 'Fields never stored',
    refused: `password\n${LONG(121)}`,
    accepted: 'password',
    submit: 'Save privacy',
    says: /can be at most 120 characters\.$/,
  },
  {
    path: 'form:settings',
    scope: settings('Allowed origins'),
    field: 'Sites that may submit from a browser',
    refused: 'https://shop.example.com\nnot an origin',
    accepted: 'https://shop.example.com',
    submit: 'Save allowed origins',
    says: 'Allowed origins (line 2): must be an origin such as https://example.com, or *.',
  },
  {
    path: 'form:settings',
    scope: region('Form keys'),
    field: 'Key name',
    refused: LONG(121),
    accepted: 'Landing page',
    submit: 'Create key',
    says: 'Name: can be at most 120 characters.',
  },
  {
    path: 'form:autoresponder',
    scope: settings('Autoresponder'),
    field: 'Subject',
    refused: 'Thanks, {{ nobody }}',
    accepted: 'Thanks for writing to {{ form_name }}',
    submit: 'Save autoresponder',
    says: /unknown variable \{\{ nobody \}\}/,
  },
  {
    path: 'form:autoresponder',
    scope: region('Preview'),
    field: 'Send a test to',
    refused: 'ada@b',
    accepted: uniqueAddress('autoresponder-test'),
    submit: 'Send test',
    says: 'To: must be an e-mail address.',
  },
  {
    path: 'form:spam',
    scope: region('Blocked e-mail domains'),
    field: 'Domain',
    refused: 'spam.example/path',
    accepted: 'spam.example',
    submit: 'Block',
    says: /^Domain must be a bare domain name/,
  },
  {
    path: 'form:spam',
    scope: region('Blocked IP addresses and ranges'),
    field: 'IP address or CIDR range',
    refused: '999.1.1.1',
    accepted: '203.0.113.0/24',
    submit: 'Block',
    says: /^Network must be an IPv4 or IPv6 address/,
  },
  {
    path: 'form:spam',
    scope: region('CAPTCHA'),
    field: 'Site key',
    refused: LONG(201),
    accepted: 'site-key',
    submit: 'Save CAPTCHA',
    says: 'Site key: can be at most 200 characters.',
    before: (scope) => scope.getByLabel('Secret key').fill('secret-key'),
  },
  {
    path: 'form:webhooks',
    scope: settings('Add a webhook'),
    field: 'Endpoint URL',
    refused: 'ftp://example.com/hooks',
    submit: 'Add webhook',
    says: /must use https/i,
  },
  {
    path: 'form:integrations',
    scope: settings('Connect an integration'),
    field: 'Form id at the old service',
    refused: 'not an id',
    submit: 'Connect',
    says: /^Config › endpoint id: must be 3-200 characters/,
    before: (scope) =>
      scope
        .getByLabel('Integration')
        .selectOption({ label: 'Forward to Formspree' })
        .then(() => {}),
  },
  {
    path: '/organization',
    scope: region('Plan'),
    field: 'Organization name',
    refused: LONG(121),
    accepted: 'Fields and Co',
    submit: 'Rename',
    says: 'Name: can be at most 120 characters.',
  },
  {
    path: '/organization',
    scope: settings('Create another organization'),
    field: 'New organization name',
    refused: LONG(121),
    accepted: 'Second organization',
    submit: 'Create organization',
    says: 'Name: can be at most 120 characters.',
  },
  {
    path: '/organization/members',
    scope: region('Invitations'),
    field: 'E-mail address to invite',
    refused: 'ada@b',
    accepted: uniqueAddress('invitee'),
    submit: 'Send invitation',
    says: /^Email is not a valid e-mail address/,
  },
  {
    path: '/organization/api-keys',
    scope: settings('Create an API key'),
    field: 'Key name',
    refused: LONG(121),
    accepted: 'Reporting',
    submit: 'Create key',
    says: 'Name: can be at most 120 characters.',
  },
];

/** Whether the element is the document's focus. */
const focused = (control: Locator) =>
  control.evaluate(
    // The test's TypeScript has no DOM library; the function runs in the page.
    (element) => element === (globalThis as unknown as { document: { activeElement: unknown } }).document.activeElement,
  );

describe('a value the API refuses, in every form', () => {
  for (const refusal of REFUSALS) {
    const at = refusal.path.replace(/^form:/, 'form › ');
    it(`${at}: ${refusal.field} is marked, described and focused; saved right, it is not`, async () => {
      const path = refusal.path.startsWith('form:') ? `/forms/${formId}/${refusal.path.slice(5)}` : refusal.path;
      if (new URL(page.url()).pathname !== path) await page.goto(world.app.baseUrl + path);
      const scope = refusal.scope(page);
      const control = scope.getByLabel(refusal.field, { exact: true });
      await refusal.before?.(scope);
      await control.waitFor();
      await control.fill(refusal.refused);
      await scope.getByRole('button', { name: refusal.submit, exact: true }).click();
      const alert = scope.getByRole('alert');
      await alert.waitFor();
      if (typeof refusal.says === 'string') expect(await alert.textContent()).toBe(refusal.says);
      else expect(await alert.textContent()).toMatch(refusal.says);
      expect(await control.getAttribute('aria-invalid')).toBe('true');
      const alertId = await alert.getAttribute('id');
      expect(alertId).toBeTruthy();
      expect((await control.getAttribute('aria-describedby'))?.split(' ')).toContain(alertId);
      expect(await focused(control)).toBe(true);
      // Only the refused control is marked.
      expect(await scope.locator('[aria-invalid="true"]').count()).toBe(1);
      await expectAccessible(page, `${at} ${refusal.field}`);
      if (refusal.accepted === undefined) return;
      await control.fill(refusal.accepted);
      // The save's answer first: an organization's creation takes several writes, longer than a poll's second.
      const saved = page.waitForResponse(
        (r) => r.request().method() !== 'GET' && r.url().startsWith(world.app.baseUrl),
      );
      await scope.getByRole('button', { name: refusal.submit, exact: true }).click();
      const answer = await saved;
      expect(answer.ok(), `${answer.request().method()} ${answer.url()} ${answer.status()}`).toBe(true);
      await expect.poll(() => scope.getByRole('alert').count()).toBe(0);
      await expect.poll(() => control.getAttribute('aria-invalid')).toBeNull();
      expect((await control.getAttribute('aria-describedby')) ?? '').not.toContain(alertId);
    });
  }

  it('marks a checkbox the API names: a webhook with no event', async () => {
    await page.goto(`${world.app.baseUrl}/forms/${formId}/webhooks`);
    const scope = page.getByRole('form', { name: 'Add a webhook' });
    await scope.getByLabel('Endpoint URL').fill('https://example.com/hooks');
    const created = scope.getByRole('checkbox', { name: 'submission.created' });
    await created.uncheck();
    await scope.getByRole('button', { name: 'Add webhook' }).click();
    await scope.getByRole('alert').waitFor();
    expect(await scope.getByRole('alert').textContent()).toBe('Events: needs at least 1 entry.');
    // Every event box is the field; the first takes focus.
    expect(await created.getAttribute('aria-invalid')).toBe('true');
    expect(await focused(created)).toBe(true);
    await expectAccessible(page, 'webhook without events');
    expect(problems).toEqual([]);
  });

  it("marks the passkey's name on the Account page", async () => {
    await addVirtualAuthenticator(context, page);
    await page.goto(`${world.app.baseUrl}/account`);
    const scope = page.getByRole('region', { name: 'Passkeys' });
    const control = scope.getByLabel('Passkey name', { exact: true });
    await control.fill(LONG(81));
    await scope.getByRole('button', { name: 'Add a passkey' }).click();
    await scope.getByRole('alert').waitFor();
    expect(await scope.getByRole('alert').textContent()).toBe('Name: can be at most 80 characters.');
    expect(await control.getAttribute('aria-invalid')).toBe('true');
    expect(await focused(control)).toBe(true);
    await expectAccessible(page, 'passkey name');
    await control.fill('Work laptop');
    await scope.getByRole('button', { name: 'Add a passkey' }).click();
    await scope.getByText('Passkey added.').waitFor();
    expect(await control.getAttribute('aria-invalid')).toBeNull();
    const passkeys = await client(world.app.baseUrl)('GET', '/v1/me/passkeys', {
      headers: { cookie: (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ') },
    });
    expect(passkeys.body.data.map((p: { name: string }) => p.name)).toEqual(['Work laptop']);
    expect(problems).toEqual([]);
  });
});
