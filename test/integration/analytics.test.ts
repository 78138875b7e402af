import { submissionKey } from '@shared/adapters/dynamo/keys.js';
import { DeleteCommand } from '@shared/adapters/dynamo/commands.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { client, createTestTenant, startTestApp, type TestTenant } from '@test/support/app.js';
import { createForm, NO_RATE_LIMIT, postJson, type TestForm } from './ingest-support.js';

/**
 * Analytics and usage statistics through HTTP on the local service: real submissions through `POST /f/{slug}`
 * (client addresses through the local X-Forwarded-For), the table stream feeding the rollup consumer, and the
 * two read endpoints.
 */
let app: LocalApp;
let tenant: TestTenant;
let clock = new Date('2026-03-10T12:00:00Z');
const call = () => client(app.baseUrl);

beforeAll(async () => {
  app = await startTestApp({ now: () => clock });
  tenant = await createTestTenant(app, 'pro');
});
afterAll(() => app.stop());

async function submit(
  form: TestForm,
  at: string,
  fields: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  clock = new Date(at);
  const res = await postJson(
    app,
    form.public_slug,
    { message: 'Hello, I would like a quote.', ...fields },
    { headers },
  );
  expect(res.status, res.text).toBe(201);
  return res.body.id as string;
}

async function analytics(formId: string, query = '', token = tenant.fullKey) {
  await app.settle();
  return call()('GET', `/v1/forms/${formId}/analytics${query}`, { token });
}

const pointsOf = (body: { points: { date: string; count: number }[] }) =>
  Object.fromEntries(body.points.filter((p) => p.count > 0).map((p) => [p.date, p.count]));

describe('countries, sources and status changes', () => {
  let form: TestForm;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    clock = new Date('2026-03-01T09:00:00Z');
    form = await createForm(app, tenant, NO_RATE_LIMIT);
    const day = '2026-03-09T10:00:00Z';
    ids.gb = await submit(
      form,
      day,
      {},
      {
        'x-forwarded-for': '81.2.69.142',
        referer: 'https://shop.example.com/contact?utm_source=newsletter&utm_campaign=spring',
      },
    );
    ids.de = await submit(
      form,
      day,
      { email: 'mary@example.com' },
      {
        'x-forwarded-for': '2a00:1450:4001:81b::200e',
        referer: 'https://blog.example.org/post/1',
      },
    );
    ids.private = await submit(form, day, {}, { 'x-forwarded-for': '10.1.2.3' });
    // CloudFront's viewer country wins over the address (which would be CloudFront's own).
    ids.fr = await submit(
      form,
      day,
      { utm_source: 'ads' },
      {
        'x-forwarded-for': '8.8.8.8',
        'cloudfront-viewer-country': 'FR',
      },
    );
    ids.us = await submit(form, day, {}, { 'x-forwarded-for': '8.8.8.8', referer: 'https://blog.example.org/other' });
    clock = new Date('2026-03-10T12:00:00Z');
  });

  it('counts submissions by country (v4, v6, private, CloudFront) and by source', async () => {
    const res = await analytics(form.id, '?period=7d');
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ period: '7d', days: 7, total: 5, verified_count: 0, spam_count: 0 });
    expect(res.body.points).toHaveLength(7);
    expect(pointsOf(res.body)).toEqual({ '2026-03-09': 5 });
    expect(res.body.countries).toEqual(
      expect.arrayContaining([
        { country_code: 'GB', count: 1 },
        { country_code: 'DE', count: 1 },
        { country_code: 'ZZ', count: 1 },
        { country_code: 'FR', count: 1 },
        { country_code: 'US', count: 1 },
      ]),
    );
    expect(res.body.countries).toHaveLength(5);
    expect(res.body.sources).toEqual([
      {
        source: 'blog.example.org',
        source_type: 'referrer',
        count: 2,
        utm_source: null,
        utm_campaign: null,
        referrer: 'blog.example.org',
      },
      { source: 'ads', source_type: 'utm', count: 1, utm_source: 'ads', utm_campaign: null, referrer: null },
      {
        source: 'newsletter',
        source_type: 'utm',
        count: 1,
        utm_source: 'newsletter',
        utm_campaign: 'spring',
        referrer: null,
      },
      { source: 'unknown', source_type: 'unknown', count: 1, utm_source: null, utm_campaign: null, referrer: null },
    ]);
  });

  it('follows status changes, trash, restore, purge, erase and expiry', async () => {
    const base = `/v1/forms/${form.id}/submissions`;
    const patch = (id: string, status: string) =>
      call()('PATCH', `${base}/${id}`, { token: tenant.fullKey, body: { status } });
    expect((await patch(ids.gb!, 'verified')).status).toBe(200);
    expect((await patch(ids.us!, 'spam')).status).toBe(200);
    let body = (await analytics(form.id, '?period=7d')).body;
    expect(body).toMatchObject({ total: 5, verified_count: 1, spam_count: 1 });

    // Trash takes it out, restore brings it back, a second delete purges it.
    expect((await call()('DELETE', `${base}/${ids.us}`, { token: tenant.fullKey })).status).toBe(204);
    body = (await analytics(form.id, '?period=7d')).body;
    expect(body).toMatchObject({ total: 4, verified_count: 1, spam_count: 0 });
    expect(body.countries).not.toContainEqual(expect.objectContaining({ country_code: 'US' }));
    const restore = await call()('POST', `${base}/bulk`, {
      token: tenant.fullKey,
      body: { ids: [ids.us], action: 'restore' },
    });
    expect(restore.status, restore.text).toBe(200);
    expect((await analytics(form.id, '?period=7d')).body).toMatchObject({ total: 5, spam_count: 1 });
    await call()('DELETE', `${base}/${ids.fr}`, { token: tenant.fullKey });
    await call()('DELETE', `${base}/${ids.fr}`, { token: tenant.fullKey });
    body = (await analytics(form.id, '?period=7d')).body;
    expect(body).toMatchObject({ total: 4 });
    expect(body.sources).not.toContainEqual(expect.objectContaining({ source: 'ads' }));

    // GDPR erase of one submitter, and a retention expiry (the TTL deletes the item).
    const erased = await call()('POST', `/v1/forms/${form.id}/data-requests/erase`, {
      token: tenant.fullKey,
      body: { submitter_email: 'mary@example.com' },
    });
    expect(erased.status, erased.text).toBe(200);
    const { table } = app.deps.stores;
    await table.client.send(new DeleteCommand({ TableName: table.name, Key: submissionKey(form.id, ids.private!) }));
    body = (await analytics(form.id, '?period=7d')).body;
    expect(body).toMatchObject({ total: 2, verified_count: 1, spam_count: 1 });
    expect(body.countries.map((c: { country_code: string }) => c.country_code).sort()).toEqual(['GB', 'US']);
  });

  it('keeps usage as metered: every arrival counts, deletions do not lower it', async () => {
    const res = await call()('GET', '/v1/usage/forms?period=2026-03', { token: tenant.fullKey });
    expect(res.status, res.text).toBe(200);
    const mine = res.body.forms.find((f: { form_id: string }) => f.form_id === form.id);
    expect(mine).toEqual({
      form_id: form.id,
      form_name: 'Contact us',
      count: 5,
      last_submission_at: expect.any(String),
    });
    expect(res.body.points).toContainEqual({ date: '2026-03-09', form_id: form.id, count: 5, spam_count: 1 });
  });
});

describe('time zones and periods', () => {
  let form: TestForm;

  beforeAll(async () => {
    clock = new Date('2026-02-20T00:00:00Z');
    form = await createForm(app, tenant, NO_RATE_LIMIT);
    // New York switches to daylight time on 2026-03-08 at 07:00 UTC.
    for (const at of [
      '2026-03-08T04:30:00Z', // 23:30 EST, Mar 7
      '2026-03-08T05:30:00Z', // 00:30 EST, Mar 8
      '2026-03-09T03:30:00Z', // 23:30 EDT, Mar 8
      '2026-03-09T04:30:00Z', // 00:30 EDT, Mar 9
      '2026-03-05T18:20:00Z', // Kolkata 23:50 Mar 5, Kathmandu 00:05 Mar 6
      '2026-03-05T18:40:00Z', // Kolkata 00:10 Mar 6
      '2026-03-02T11:00:00Z', // Kiritimati (+14) 01:00 Mar 3, Pago Pago (-11) 00:00 Mar 2
      '2026-02-25T12:00:00Z', // before the 7-day period: the previous one
    ]) {
      await submit(form, at, {});
    }
    clock = new Date('2026-03-10T12:00:00Z');
  });

  it('buckets days in the zone, across the DST change', async () => {
    const res = await analytics(form.id, '?period=7d&time_zone=America/New_York');
    expect(res.status, res.text).toBe(200);
    expect(res.body.points.map((p: { date: string }) => p.date)).toEqual([
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
    ]);
    expect(pointsOf(res.body)).toEqual({ '2026-03-05': 2, '2026-03-07': 1, '2026-03-08': 2, '2026-03-09': 1 });
    expect(res.body).toMatchObject({ total: 6, previous_total: 2 });
  });

  it('buckets days across the date line and in half- and three-quarter-hour zones', async () => {
    const kiritimati = (await analytics(form.id, '?period=30d&time_zone=Pacific/Kiritimati')).body;
    expect(pointsOf(kiritimati)['2026-03-03']).toBe(1);
    const pagoPago = (await analytics(form.id, '?period=30d&time_zone=Pacific/Pago_Pago')).body;
    expect(pointsOf(pagoPago)['2026-03-02']).toBe(1);
    const kolkata = (await analytics(form.id, '?period=30d&time_zone=Asia/Kolkata')).body;
    expect(pointsOf(kolkata)).toMatchObject({ '2026-03-05': 1, '2026-03-06': 1 });
    const kathmandu = (await analytics(form.id, '?period=30d&time_zone=Asia/Kathmandu')).body;
    expect(pointsOf(kathmandu)['2026-03-06']).toBe(2);
    expect(kathmandu.points).toHaveLength(30);
  });

  it('reports the previous period of equal length, and `all` from the form creation day', async () => {
    const utc = (await analytics(form.id, '?period=7d')).body;
    expect(utc).toMatchObject({ days: 7, total: 6, previous_total: 2 });
    const all = (await analytics(form.id, '?period=all')).body;
    expect(all).toMatchObject({ period: 'all', days: 19, total: 8, previous_total: 0 });
    expect(all.points[0].date).toBe('2026-02-20');
    const defaults = (await analytics(form.id)).body;
    expect(defaults).toMatchObject({ period: '30d', days: 30, total: 8 });
  });
});

describe('refusals and isolation', () => {
  it('answers 400 naming the bad parameter', async () => {
    clock = new Date('2026-03-10T12:00:00Z');
    const form = await createForm(app, tenant);
    for (const [query, field] of [
      ['?period=14d', 'period'],
      ['?time_zone=Mars/Olympus', 'time_zone'],
      ['?time_zone=%2B05:00', 'time_zone'],
    ] as const) {
      const res = await analytics(form.id, query);
      expect(res.status, query).toBe(400);
      expect(res.text).toContain(field);
    }
    for (const period of ['2026-13', '2026-3', 'march']) {
      const res = await call()('GET', `/v1/usage/forms?period=${period}`, { token: tenant.fullKey });
      expect(res.status, period).toBe(400);
      expect(res.text).toContain('period');
    }
  });

  it("answers 404 for another tenant's form and keeps usage per tenant", async () => {
    const other = await createTestTenant(app);
    const form = await createForm(app, tenant);
    expect((await analytics(form.id, '', other.fullKey)).status).toBe(404);
    const usage = await call()('GET', '/v1/usage/forms', { token: other.fullKey });
    expect(usage.status).toBe(200);
    expect(usage.body).toEqual({ period: '2026-03-01', total: 0, forms: [], points: [] });
  });
});
