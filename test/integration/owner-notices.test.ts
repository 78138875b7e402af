import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { issueCredential } from '@services/api/use-cases/api-keys.js';
import { createOwner } from '@services/api/use-cases/owners.js';
import { createTenant } from '@services/api/use-cases/tenants.js';
import { accountSettings } from '@shared/account-settings.js';
import { client, startTestApp } from '@test/support/app.js';
import { mailTo, uniqueAddress, waitForMail } from '@test/support/ses-store.js';
import { createForm, NO_RATE_LIMIT, postJson } from './ingest-support.js';

/**
 * The notices about an organization (plan usage at 80 % and 100 %, a suppressed notification address) go to its
 * owners as they are when the notice is sent: an owner added after the organization was made gets them, an owner
 * who left does not, and neither does a member who is not an owner.
 */
let app: LocalApp;
const savedPlanLimits = process.env.PLAN_LIMITS;

beforeAll(async () => {
  // The free plan shrinks to 2 submissions a month for this file: two posts cross both usage levels.
  process.env.PLAN_LIMITS = JSON.stringify({ free: { monthly_submissions: 2 } });
  app = await startTestApp({ pollers: false, sweepIntervalMs: 0 });
});
afterAll(async () => {
  process.env.PLAN_LIMITS = savedPlanLimits;
  await app?.stop();
});

/**
 * An organization made for `founder` (the address stored on it), who then hands it over: `successor` becomes an
 * owner, `colleague` a plain member, and the founder leaves.
 */
async function handedOverOrganization() {
  const ports = { ...app.deps.stores, now: app.deps.now, settings: accountSettings(app.config) };
  const [founder, successor, colleague] = ['founder', 'successor', 'colleague'].map(uniqueAddress) as [
    string,
    string,
    string,
  ];
  const tenant = await createTenant(ports, { name: 'Handed over', plan: 'free', ownerEmail: founder });
  const first = await createOwner(ports, { tenantId: tenant.id, email: founder });
  await createOwner(ports, { tenantId: tenant.id, email: successor });
  const member = await createOwner(ports, { tenantId: tenant.id, email: colleague });
  expect(await ports.memberships.setRole(tenant.id, member.userId, 'owner', 'member')).toBe('done');
  expect(await ports.memberships.remove(tenant.id, first.userId, 'owner')).toBe('done');
  const { token } = await issueCredential(ports, { tenantId: tenant.id, kind: 'api_key', name: 'k', scope: 'full' });
  return { tenant, founder, successor, colleague, key: token };
}

describe('notices reach the current owners', () => {
  it('sends the usage notices to the owner added later, not to the address the organization was made with', async () => {
    const org = await handedOverOrganization();
    const form = await createForm(
      app,
      { tenantId: org.tenant.id, fullKey: org.key, readKey: org.key, session: org.key },
      NO_RATE_LIMIT,
    );
    for (const message of ['one', 'two']) expect((await postJson(app, form.public_slug, { message })).status).toBe(201);
    await app.settle();
    await app.sweep();

    const mails = await waitForMail(org.successor, 2);
    expect(mails.map((m) => m.subject).sort()).toEqual([
      "You have reached this month's submission limit",
      "You have used 80% of this month's submissions",
    ]);
    expect(await mailTo(org.founder)).toEqual([]);
    expect(await mailTo(org.colleague)).toEqual([]);
  });

  it('tells the current owners, not the departed one, that a notification address is suppressed', async () => {
    const org = await handedOverOrganization();
    const notify = uniqueAddress('notify');
    const res = await client(app.baseUrl)('POST', '/_local/ses-events', {
      body: { type: 'bounce', email: notify, tenant_id: org.tenant.id, kind: 'owner_notification' },
    });
    expect(res.body).toMatchObject({ created: 1, owner_notified: 1 });

    const [notice] = await waitForMail(org.successor);
    expect(notice?.subject).toBe(`Form notifications to ${notify} are paused`);
    expect(await mailTo(org.founder)).toEqual([]);
    expect(await mailTo(org.colleague)).toEqual([]);
  });

  it('falls back to the stored address only while the organization has no member at all', async () => {
    const ports = { ...app.deps.stores, now: app.deps.now };
    const operatorMade = uniqueAddress('operator-made');
    const tenant = await createTenant(ports, { name: 'Nobody signed in yet', plan: 'free', ownerEmail: operatorMade });
    const notify = uniqueAddress('notify');
    const res = await client(app.baseUrl)('POST', '/_local/ses-events', {
      body: { type: 'bounce', email: notify, tenant_id: tenant.id, kind: 'owner_notification' },
    });
    expect(res.body).toMatchObject({ owner_notified: 1 });
    expect((await waitForMail(operatorMade)).map((m) => m.subject)).toEqual([
      `Form notifications to ${notify} are paused`,
    ]);
  });
});
