import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { client, createTestTenant, startTestApp, type TestTenant } from '@test/support/app.js';
import { CAMPAIGNS, campaignCopy, campaignVariants } from '@test/fixtures/spam-campaigns.js';
import { createForm, NO_RATE_LIMIT, postJson, type TestForm } from './ingest-support.js';

/**
 * Campaign memory through HTTP on the local service with the production judge: what an owner marks as spam on one
 * form catches near copies on every form of the organization (and nowhere else), "not spam" lets near copies
 * through, and forgetting (by the API or by erasing the submitter) undoes it.
 */
let app: LocalApp;
let call: ReturnType<typeof client>;
let a: TestTenant;
let b: TestTenant;
let formA: TestForm;
let formA2: TestForm;
let formB: TestForm;

beforeAll(async () => {
  app = await startTestApp({ pollers: false });
  call = client(app.baseUrl);
  [a, b] = await Promise.all([createTestTenant(app), createTestTenant(app)]);
  [formA, formA2, formB] = await Promise.all([
    createForm(app, a, NO_RATE_LIMIT, 'A'),
    // The strictest threshold for a campaign (low) on the second form: the owner's report is near-certain evidence.
    createForm(app, a, { settings: { ...NO_RATE_LIMIT.settings, spam: { strictness: 'low' } } }, 'A2'),
    createForm(app, b, NO_RATE_LIMIT, 'B'),
  ]);
});
afterAll(() => app?.stop());

const browser = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  'accept-language': 'en-GB,en;q=0.8',
};

/** A petition drive the filter has no reason to flag, but the owner has had enough of. */
const petition = (street: string, link: string, name: string, email: string) => ({
  name,
  email,
  message:
    `Hello! Our neighbourhood association is collecting signatures for the new playground on ${street} Street. ` +
    `Every family in the district can sign the petition online at ${link}. It only takes a minute and helps the ` +
    'children of our town. Please share it with your friends and neighbours. Thank you!',
});
const PETITION_COPY = {
  name: 'Leo Park',
  email: 'leo@petition.example',
  message:
    'Hi! Our neighborhood association is gathering signatures for the new playground on Oak Street. Each family in ' +
    'the district can sign the petition at https://petition.example/oak. It takes only a minute and helps the kids ' +
    'of our town. Please share it with your friends and neighbours. Thanks!',
};
/** A real question sharing about half its words with the petition. */
const GENUINE = {
  name: 'Nora Quinn',
  email: 'nora@example.org',
  message:
    'Hello! We live on Elm Street and our children love the playground. Can families book it for a birthday on ' +
    'Sunday, or is it closed to the public? Thank you!',
};

const submit = async (form: TestForm, fields: Record<string, unknown>) => {
  const res = await postJson(app, form.public_slug, fields, { headers: browser });
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string; status: string };
};
const read = async (tenant: TestTenant, form: TestForm, id: string) =>
  (await call('GET', `/v1/forms/${form.id}/submissions/${id}`, { token: tenant.fullKey })).body as {
    status: string;
    spam_reasons: string[];
  };
const mark = async (form: TestForm, id: string, status: string) => {
  const res = await call('PATCH', `/v1/forms/${form.id}/submissions/${id}`, { token: a.fullKey, body: { status } });
  expect(res.status, res.text).toBe(200);
};
const campaigns = async (tenant: TestTenant) => {
  const res = await call('GET', '/v1/spam-protection/campaigns', { token: tenant.fullKey });
  expect(res.status, res.text).toBe(200);
  return res.body.campaigns as { id: string; verdict: string; source: string; submission_id: string }[];
};

/** Counts the band-key lookups (BatchGetItem of `CAMPAIGN_BAND#` keys) the app's DynamoDB client sends meanwhile. */
async function bandLookupsDuring(work: () => Promise<unknown>): Promise<number> {
  const client = app.deps.stores.table.client;
  let lookups = 0;
  const remove = client.intercept(async ({ operation, input }, next) => {
    const requested = JSON.stringify((input as { RequestItems?: unknown }).RequestItems ?? '');
    if (operation === 'BatchGetItem' && requested.includes('CAMPAIGN_BAND#')) lookups++;
    return next();
  });
  try {
    await work();
  } finally {
    remove();
  }
  return lookups;
}

describe('campaign memory', () => {
  it('is not looked up for an organization that remembers no campaign, and is from its first one on', async () => {
    const c = await createTestTenant(app);
    const [formC, formC2] = await Promise.all([
      createForm(app, c, NO_RATE_LIMIT, 'C'),
      createForm(app, c, NO_RATE_LIMIT, 'C2'),
    ]);
    let first = { id: '', status: '' };
    expect(await bandLookupsDuring(async () => (first = await submit(formC, PETITION_COPY)))).toBe(0);
    expect(first.status).toBe('received');
    const res = await call('PATCH', `/v1/forms/${formC.id}/submissions/${first.id}`, {
      token: c.fullKey,
      body: { status: 'spam' },
    });
    expect(res.status, res.text).toBe(200);
    let copy = { id: '', status: '' };
    const near = petition('Oak', 'https://petition.example/oak', 'Ida Berg', 'ida@berg.example');
    expect(await bandLookupsDuring(async () => (copy = await submit(formC2, near)))).toBe(1);
    expect(copy.status).toBe('spam');
  });

  it('catches on form B, at low, what was marked spam on form A; not another organization, nor a genuine question', async () => {
    const first = await submit(formA, petition('Elm', 'https://sign-now.example/elm', 'Mia Jensen', 'mia@x.example'));
    expect(first.status).toBe('received');
    await submit(formA2, GENUINE).then((g) => expect(g.status).toBe('received'));
    await mark(formA, first.id, 'spam');
    const [remembered] = await campaigns(a);
    expect(remembered).toMatchObject({ verdict: 'spam', source: 'owner', submission_id: first.id });

    const linkChanged = await submit(
      formA2,
      petition('Elm', 'https://other-site.example/go?id=7', 'Mia Jensen', 'mia@x.example'),
    );
    expect(linkChanged.status).toBe('spam');
    expect((await read(a, formA2, linkChanged.id)).spam_reasons[0]).toBe(`spam_campaign:${remembered!.id}`);
    const copy = await submit(formA2, PETITION_COPY);
    expect(copy.status).toBe('spam');
    expect((await read(a, formA2, copy.id)).spam_reasons[0]).toBe(`spam_campaign:${remembered!.id}`);

    expect((await submit(formA2, GENUINE)).status).toBe('received');
    const elsewhere = await submit(formB, PETITION_COPY);
    expect(elsewhere.status).toBe('received');
    expect((await read(b, formB, elsewhere.id)).spam_reasons.join()).not.toContain('campaign');
    expect(await campaigns(b)).toEqual([]);
  });

  it('lets near copies of a spam-judged message through once the owner moves it back to the inbox', async () => {
    const [campaign] = CAMPAIGNS;
    const judged = await submit(formA, campaignCopy(campaign!, 101));
    expect(judged.status).toBe('spam');
    await mark(formA, judged.id, 'received');
    expect(await campaigns(a)).toContainEqual(
      expect.objectContaining({ verdict: 'not_spam', source: 'owner', submission_id: judged.id }),
    );
    const near = { ...campaignCopy(campaign!, 101), name: 'Ray Stone', email: 'ray@stone.example' };
    const copy = await submit(formA2, near);
    expect(copy.status).toBe('received');
    expect((await read(a, formA2, copy.id)).spam_reasons[0]).toMatch(/^not_spam_campaign:cmp_/);
  });

  it('lets 9 in 10 later spun copies through after one "not spam", the filter never taking its keys', async () => {
    const campaign = CAMPAIGNS.find((c) => c.name === 'crypto_returns')!;
    const [marked, ...later] = campaignVariants(campaign, 8, 2);
    const judged = await submit(formA, marked!);
    await mark(formA, judged.id, judged.status === 'spam' ? 'received' : 'spam');
    if (judged.status !== 'spam') await mark(formA, judged.id, 'received');
    const decided = [];
    for (const copy of later) decided.push(await submit(formA2, copy));
    const through = await Promise.all(decided.map(async (d) => (await read(a, formA2, d.id)).spam_reasons[0] ?? ''));
    expect(decided.filter((d) => d.status === 'received').length).toBeGreaterThanOrEqual(Math.ceil(0.9 * later.length));
    expect(through.filter((r) => r.startsWith('not_spam_campaign:')).length).toBeGreaterThanOrEqual(
      Math.ceil(0.9 * later.length),
    );
    // No copy made the filter learn a spam campaign over the owner's correction.
    expect((await campaigns(a)).filter((c) => c.source === 'filter')).toEqual([]);
  });

  it("remembers the filter's own near-certain verdict: a near copy names that campaign", async () => {
    const pitch = CAMPAIGNS.find((c) => c.name === 'web_redesign')!;
    const first = await submit(formB, campaignCopy(pitch, 7));
    expect(first.status).toBe('spam');
    const learned = (await campaigns(b)).find((c) => c.submission_id === first.id);
    expect(learned).toMatchObject({ verdict: 'spam', source: 'filter' });
    const copy = await submit(formB, { ...campaignCopy(pitch, 7), name: 'Ann Lee', email: 'ann@lee.example' });
    expect((await read(b, formB, copy.id)).spam_reasons[0]).toBe(`spam_campaign:${learned!.id}`);
    expect((await campaigns(b)).filter((c) => c.source === 'filter')).toHaveLength(1);
  });

  it('forgets a campaign through the API, and what was learned from an erased submitter', async () => {
    const spun = (n: number) => ({
      name: `Sender ${n}`,
      email: `sender${n}@raffle.example`,
      message:
        'Dear friends, the spring charity raffle of the rowing club is open and every ticket supports the youth ' +
        `team. Tickets cost 5 euros and the first prize is a weekend by the lake. Buy yours at https://raffle${n}.example ` +
        'before the draw on Saturday. Many thanks and good luck!',
    });
    const taught = await Promise.all([submit(formA, spun(1)), submit(formA, spun(2))]);
    taught.forEach((t) => expect(t.status).toBe('received'));
    const bulk = await call('POST', `/v1/forms/${formA.id}/submissions/bulk`, {
      token: a.fullKey,
      body: { action: 'mark_spam', ids: [taught[0]!.id] },
    });
    expect(bulk.body).toEqual({ updated: 1 });
    const learned = (await campaigns(a)).find((c) => c.submission_id === taught[0]!.id)!;
    expect((await submit(formA2, spun(3))).status).toBe('spam');

    expect((await call('DELETE', `/v1/spam-protection/campaigns/${learned.id}`, { token: b.fullKey })).status).toBe(
      404,
    );
    expect((await call('DELETE', `/v1/spam-protection/campaigns/${learned.id}`, { token: a.fullKey })).status).toBe(
      204,
    );
    expect((await call('DELETE', `/v1/spam-protection/campaigns/${learned.id}`, { token: a.fullKey })).status).toBe(
      404,
    );
    expect((await submit(formA2, spun(4))).status).toBe('received');

    await mark(formA, taught[1]!.id, 'spam');
    expect((await submit(formA2, spun(5))).status).toBe('spam');
    const erased = await call('POST', `/v1/forms/${formA.id}/data-requests/erase`, {
      token: a.fullKey,
      body: { submitter_email: 'sender2@raffle.example' },
    });
    expect(erased.body).toEqual({ erased: 1 });
    expect((await campaigns(a)).map((c) => c.submission_id)).not.toContain(taught[1]!.id);
    expect((await submit(formA2, spun(6))).status).toBe('received');
  });

  it('learns every near copy a bulk mark_spam names, even when they share band keys', async () => {
    const sent = [
      await submit(formB, petition('Birch', 'https://birch.example', 'Ida Holm', 'ida@birch.example')),
      await submit(formB, PETITION_COPY),
    ];
    sent.forEach((s) => expect(s.status).toBe('received'));
    const bulk = await call('POST', `/v1/forms/${formB.id}/submissions/bulk`, {
      token: b.fullKey,
      body: { action: 'mark_spam', ids: sent.map((s) => s.id) },
    });
    expect(bulk.body).toEqual({ updated: 2 });
    const learned = (await campaigns(b)).map((c) => c.submission_id);
    expect(learned).toEqual(expect.arrayContaining(sent.map((s) => s.id)));
  });

  it.each([
    ['full key', 'fullKey', 200, 404],
    ['session', 'session', 200, 404],
    ['read key', 'readKey', 200, 403],
    ['no credential', null, 401, 401],
  ] as const)('answers the %s: list %i, forget %i', async (_, credential, list, forget) => {
    const token = credential ? a[credential] : undefined;
    expect((await call('GET', '/v1/spam-protection/campaigns', { token })).status).toBe(list);
    const unknown = 'cmp_01jd3k9v6g7b0x2m4n5p8q1r2s';
    expect((await call('DELETE', `/v1/spam-protection/campaigns/${unknown}`, { token })).status).toBe(forget);
  });

  it('answers 400 naming the field for a malformed campaign id', async () => {
    const bad = await call('DELETE', '/v1/spam-protection/campaigns/nope', { token: a.fullKey });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: 'invalid_id', field: 'id' });
  });
});
