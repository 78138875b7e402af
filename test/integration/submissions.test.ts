import { PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { PARALLEL_DELETES } from '@shared/adapters/s3/submission-files.js';
import { client, createTestTenant, startTestApp, type TestTenant } from '@test/support/app.js';
import { fileOf, objectExists } from '@test/support/data-requests.js';
import { s3Client } from '@test/support/s3.js';
import { createForm, COUNTS_SETTLE_MS, formCounters, seed, trueCounters } from '@test/support/submissions.js';

let app: LocalApp;
let call: ReturnType<typeof client>;
let a: TestTenant;

beforeAll(async () => {
  app = await startTestApp({ pollers: false, sweepIntervalMs: 0 });
  call = client(app.baseUrl);
  a = await createTestTenant(app, 'pro');
});
afterAll(() => app.stop());

const ids = (items: { id: string }[]) => items.map((i) => i.id);
const newestFirst = (subs: { id: string }[]) => ids(subs).reverse();

describe('listing', () => {
  it('shows what a visitor posted to the public endpoint, unread and counted', async () => {
    const formId = await createForm(app, a.fullKey);
    await call('PATCH', `/v1/forms/${formId}`, {
      token: a.fullKey,
      body: { settings: { rate_limit: { disabled: true } } },
    });
    const slug = (await call('GET', `/v1/forms/${formId}`, { token: a.fullKey })).body.public_slug;
    const posted: string[] = [];
    for (const message of ['first', 'second']) {
      const res = await call('POST', `/f/${slug}`, {
        headers: {
          accept: 'application/json',
          'content-type': 'application/x-www-form-urlencoded',
          'user-agent': 'Mozilla/5.0 test',
        },
        body: new URLSearchParams({ name: 'Grace', email: 'Grace@Example.com', message, _gotcha: '' }).toString(),
      });
      expect(res.status).toBe(201);
      posted.push(res.body.id);
    }
    await expect
      .poll(() => formCounters(app, a.fullKey, formId), { timeout: COUNTS_SETTLE_MS })
      .toEqual({ stored: 2, unread: 2 });
    const list = await call('GET', `/v1/forms/${formId}/submissions?limit=1`, { token: a.readKey });
    expect(list.body.items).toEqual([
      expect.objectContaining({
        id: posted[1],
        status: 'received',
        preview: { name: 'Grace', email: 'Grace@Example.com', message: 'second' },
      }),
    ]);
    const next = await call('GET', `/v1/forms/${formId}/submissions?limit=1&cursor=${list.body.next_cursor}`, {
      token: a.readKey,
    });
    expect(ids(next.body.items)).toEqual([posted[0]]);
    expect(next.body.next_cursor).toBeNull();
    const one = await call('GET', `/v1/forms/${formId}/submissions/${posted[0]}`, { token: a.readKey });
    expect(one.body).toMatchObject({
      fields: { name: 'Grace', email: 'Grace@Example.com', message: 'first' },
      submitter_email: 'Grace@Example.com',
      user_agent: 'Mozilla/5.0 test',
      locked: false,
      deleted_at: null,
    });
    await expect
      .poll(() => formCounters(app, a.fullKey, formId), { timeout: COUNTS_SETTLE_MS })
      .toEqual({ stored: 2, unread: 1 });
  });

  it('pages 260 submissions newest first; inserts between pages are neither repeated nor skipped', async () => {
    const formId = await createForm(app, a.fullKey);
    const seeded = await seed(app, a.tenantId, formId, 260);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const res = await call('GET', `/v1/forms/${formId}/submissions?limit=40${query}`, { token: a.readKey });
      expect(res.status).toBe(200);
      seen.push(...ids(res.body.items));
      cursor = res.body.next_cursor;
      pages++;
      await seed(app, a.tenantId, formId, 3); // newer than anything listed so far
    } while (cursor);
    expect(pages).toBe(7);
    expect(seen).toEqual(newestFirst(seeded));
    expect(new Set(seen).size).toBe(260);

    const fresh = await call('GET', `/v1/forms/${formId}/submissions`, { token: a.readKey });
    expect(fresh.body.items).toHaveLength(25);
    expect(fresh.body.items[0].id > seeded[259]!.id).toBe(true);
  });

  it('filters by each status, `all` leaving trash out and `trash` holding only trashed ones', async () => {
    const formId = await createForm(app, a.fullKey);
    const statuses = ['received', 'received', 'spam', 'verified', 'archived', 'spam'] as const;
    const subs = await seed(app, a.tenantId, formId, statuses.length, (i) => ({ status: statuses[i]! }));
    const trashed = [subs[1]!, subs[5]!];
    for (const s of trashed)
      expect((await call('DELETE', `/v1/forms/${formId}/submissions/${s.id}`, { token: a.fullKey })).status).toBe(204);
    const list = async (status: string) =>
      ids((await call('GET', `/v1/forms/${formId}/submissions?status=${status}`, { token: a.fullKey })).body.items);
    const live = subs.filter((s) => !trashed.includes(s));
    expect(await list('all')).toEqual(newestFirst(live));
    expect(await list('received')).toEqual([subs[0]!.id]);
    expect(await list('spam')).toEqual([subs[2]!.id]);
    expect(await list('verified')).toEqual([subs[3]!.id]);
    expect(await list('archived')).toEqual([subs[4]!.id]);
    expect(await list('trash')).toEqual(newestFirst(trashed));
    const trashItem = (await call('GET', `/v1/forms/${formId}/submissions?status=trash`, { token: a.fullKey })).body
      .items[0];
    expect(trashItem).toMatchObject({ status: 'spam', deleted_at: expect.any(String), preview: { name: 'Ada' } });
  });

  it('adds every field with include=fields, from the same read, on every list; {} while locked', async () => {
    const formId = await createForm(app, a.fullKey);
    const fieldsOf = (i: number) => ({ name: `Visitor ${i}`, email: `v${i}@example.com`, nested: { n: [i, null] } });
    const seeded = await seed(app, a.tenantId, formId, 4, (i) => ({
      fields: fieldsOf(i),
      status: i === 1 ? 'spam' : 'received',
      ...(i === 2 ? { locked: true, lockedReason: 'quota_exceeded' as const } : {}),
    }));
    const fieldsById = async (query: string) => {
      const res = await call('GET', `/v1/forms/${formId}/submissions?${query}`, { token: a.readKey });
      expect(res.status).toBe(200);
      return Object.fromEntries((res.body.items as { id: string; fields?: unknown }[]).map((i) => [i.id, i.fields]));
    };
    expect(await fieldsById('include=fields')).toEqual({
      [seeded[0]!.id]: fieldsOf(0),
      [seeded[1]!.id]: fieldsOf(1),
      [seeded[2]!.id]: {},
      [seeded[3]!.id]: fieldsOf(3),
    });
    expect(await fieldsById('include=fields&status=spam')).toEqual({ [seeded[1]!.id]: fieldsOf(1) });
    expect(Object.values(await fieldsById('status=all'))).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('rejects bad query parameters naming the field', async () => {
    const formId = await createForm(app, a.fullKey);
    const other = await call('GET', `/v1/forms/${formId}/submissions?status=spam&limit=1`, { token: a.fullKey });
    const cases: [string, string][] = [
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['limit=abc', 'limit'],
      ['status=deleted', 'status'],
      ['cursor=garbage', 'cursor'],
      [`cursor=${Buffer.from('{"s":"x","p":{}}').toString('base64url')}`, 'cursor'],
    ];
    for (const [query, field] of cases) {
      const res = await call('GET', `/v1/forms/${formId}/submissions?${query}`, { token: a.fullKey });
      expect(res.status, query).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'validation_error', field });
    }
    expect(other.body).toEqual({ items: [], next_cursor: null });
  });
});

describe('reading and counters', () => {
  it('marks a submission read on the first GET only, even under concurrent GETs', async () => {
    const formId = await createForm(app, a.fullKey);
    const [first, second] = await seed(app, a.tenantId, formId, 2);
    await expect
      .poll(() => formCounters(app, a.fullKey, formId), { timeout: COUNTS_SETTLE_MS })
      .toEqual({ stored: 2, unread: 2 });
    const res = await call('GET', `/v1/forms/${formId}/submissions/${first!.id}`, { token: a.readKey });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: first!.id,
      fields: { name: 'Ada', email: 'ada@example.com', message: 'Hello' },
    });
    await call('GET', `/v1/forms/${formId}/submissions/${first!.id}`, { token: a.readKey });
    await expect
      .poll(() => formCounters(app, a.fullKey, formId), { timeout: COUNTS_SETTLE_MS })
      .toEqual({ stored: 2, unread: 1 });
    await Promise.all(
      Array.from({ length: 10 }, () =>
        call('GET', `/v1/forms/${formId}/submissions/${second!.id}`, { token: a.fullKey }),
      ),
    );
    await expect
      .poll(() => formCounters(app, a.fullKey, formId), { timeout: COUNTS_SETTLE_MS })
      .toEqual({ stored: 2, unread: 0 });
  });

  it('keeps both counters equal to the truth through every kind of transition', async () => {
    const formId = await createForm(app, a.fullKey);
    const subs = await seed(app, a.tenantId, formId, 12);
    const path = (i: number) => `/v1/forms/${formId}/submissions/${subs[i]!.id}`;
    const bulk = (action: string, which: number[]) =>
      call('POST', `/v1/forms/${formId}/submissions/bulk`, {
        token: a.fullKey,
        body: { action, ids: which.map((i) => subs[i]!.id) },
      });
    const steps: [string, () => Promise<unknown>][] = [
      ['read one', () => call('GET', path(0), { token: a.fullKey })],
      [
        'star + status',
        () => call('PATCH', path(1), { token: a.fullKey, body: { starred: true, status: 'verified' } }),
      ],
      ['trash unread', () => call('DELETE', path(2), { token: a.fullKey })],
      ['trash read', () => call('DELETE', path(0), { token: a.fullKey })],
      ['purge', () => call('DELETE', path(0), { token: a.fullKey })],
      ['read a trashed one', () => call('GET', path(2), { token: a.fullKey })],
      ['bulk restore', () => bulk('restore', [2, 3])],
      ['bulk status', () => bulk('archive', [3, 4, 5])],
      ['bulk delete', () => bulk('delete', [5, 6, 7])],
      ['bulk delete again (purge)', () => bulk('delete', [6, 7, 8])],
      [
        'concurrent double delete',
        () =>
          Promise.all([call('DELETE', path(9), { token: a.fullKey }), call('DELETE', path(9), { token: a.fullKey })]),
      ],
      [
        'concurrent bulk deletes',
        () =>
          Promise.all([
            bulk('delete', [10, 11]),
            bulk('delete', [10, 11]),
            call('DELETE', path(11), { token: a.fullKey }),
          ]),
      ],
    ];
    for (const [name, step] of steps) {
      await step();
      const truth = await trueCounters(app, a.tenantId, formId);
      await expect
        .poll(() => formCounters(app, a.fullKey, formId), { message: name, timeout: COUNTS_SETTLE_MS })
        .toEqual(truth);
    }
    // 0, 6 and 7 were purged and 5, 8 trashed. A concurrent DELETE that reads after the other committed sees a trashed
    // submission and purges it (as a second DELETE does), so 9-11 end in trash or gone: the counters follow either way.
    const trash = ids(
      (await call('GET', `/v1/forms/${formId}/submissions?status=trash`, { token: a.fullKey })).body.items,
    );
    expect(trash).toEqual(expect.arrayContaining([subs[5]!.id, subs[8]!.id]));
    expect(trash).not.toEqual(expect.arrayContaining([subs[0]!.id]));
    const live = ids((await call('GET', `/v1/forms/${formId}/submissions`, { token: a.fullKey })).body.items);
    expect(live).toEqual(newestFirst([1, 2, 3, 4].map((i) => subs[i]!)));
    await expect
      .poll(() => formCounters(app, a.fullKey, formId), { timeout: COUNTS_SETTLE_MS })
      .toEqual({ stored: 4 + trash.length, unread: 3 });
  });
});

describe('updates', () => {
  it('PATCH sets status and star, and rejects unknown or invalid fields naming them', async () => {
    const formId = await createForm(app, a.fullKey);
    const [s] = await seed(app, a.tenantId, formId, 1);
    const path = `/v1/forms/${formId}/submissions/${s!.id}`;
    const res = await call('PATCH', path, { token: a.fullKey, body: { status: 'spam', starred: true } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: s!.id, status: 'spam', starred: true, deleted_at: null });
    const cases: [unknown, string, string][] = [
      [{ status: 'deleted' }, 'validation_error', 'status'],
      [{ starred: 'yes' }, 'validation_error', 'starred'],
      [{ read: true }, 'unknown_field', 'read'],
    ];
    for (const [body, code, field] of cases) {
      const bad = await call('PATCH', path, { token: a.fullKey, body });
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(bad.body.error).toMatchObject({ code, field });
    }
    expect((await call('GET', path, { token: a.fullKey })).body).toMatchObject({ status: 'spam', starred: true });
  });

  it('bulk: 1-500 ids, every action, `updated` counting only real changes', async () => {
    const formId = await createForm(app, a.fullKey);
    const subs = await seed(app, a.tenantId, formId, 4, (i) => ({ status: i === 1 ? 'spam' : 'received' }));
    const bulk = (body: unknown) => call('POST', `/v1/forms/${formId}/submissions/bulk`, { token: a.fullKey, body });
    const all = ids(subs);
    const missing = 'sub_01jd3k9v6g7b0x2m4n5p8q1r2s';
    const bad: [unknown, string, string][] = [
      [{ action: 'archive', ids: [] }, 'validation_error', 'ids'],
      [{ action: 'archive', ids: Array.from({ length: 501 }, () => subs[0]!.id) }, 'validation_error', 'ids'],
      [{ action: 'archive', ids: ['nope'] }, 'validation_error', 'ids.0'],
      [{ action: 'shred', ids: all }, 'validation_error', 'action'],
      [{ action: 'archive', ids: all, force: true }, 'unknown_field', 'force'],
    ];
    for (const [body, code, field] of bad) {
      const res = await bulk(body);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code, field });
    }
    expect((await bulk({ action: 'mark_spam', ids: [...all, missing] })).body).toEqual({ updated: 3 });
    expect((await bulk({ action: 'mark_spam', ids: all })).body).toEqual({ updated: 0 });
    expect((await bulk({ action: 'mark_verified', ids: all.slice(0, 2) })).body).toEqual({ updated: 2 });
    expect((await bulk({ action: 'mark_received', ids: all.slice(0, 1) })).body).toEqual({ updated: 1 });
    expect((await bulk({ action: 'archive', ids: all })).body).toEqual({ updated: 4 });
    expect((await bulk({ action: 'restore', ids: all })).body).toEqual({ updated: 0 });
    expect((await bulk({ action: 'delete', ids: all.slice(0, 2) })).body).toEqual({ updated: 2 });
    expect((await bulk({ action: 'restore', ids: all })).body).toEqual({ updated: 2 });
    expect((await bulk({ action: 'redeliver', ids: all })).body).toEqual({ enqueued: 4 });
    const max = await bulk({ action: 'mark_received', ids: Array.from({ length: 500 }, (_, i) => all[i % 4]!) });
    expect(max.body).toEqual({ updated: 4 });
  });

  it('deletes to trash, then for good', async () => {
    const formId = await createForm(app, a.fullKey);
    const [s] = await seed(app, a.tenantId, formId, 1);
    const path = `/v1/forms/${formId}/submissions/${s!.id}`;
    expect((await call('DELETE', path, { token: a.fullKey })).status).toBe(204);
    expect((await call('GET', path, { token: a.fullKey })).body.deleted_at).toEqual(expect.any(String));
    await expect
      .poll(() => formCounters(app, a.fullKey, formId), { timeout: COUNTS_SETTLE_MS })
      .toEqual({ stored: 1, unread: 0 });
    expect((await call('DELETE', path, { token: a.fullKey })).status).toBe(204);
    expect((await call('GET', path, { token: a.fullKey })).status).toBe(404);
    expect((await call('DELETE', path, { token: a.fullKey })).status).toBe(404);
    await expect
      .poll(() => formCounters(app, a.fullKey, formId), { timeout: COUNTS_SETTLE_MS })
      .toEqual({ stored: 0, unread: 0 });
  });
});

describe('files of purged submissions', () => {
  it('a bulk delete from trash deletes every file of every purged submission, and only theirs', async () => {
    const formId = await createForm(app, a.fullKey);
    // More keys than deletes in flight, so the API's presigned deletes queue behind each other.
    const count = PARALLEL_DELETES + 4;
    const keyOf = (i: number, n: number) => `uploads/${formId}/purge-${i}-${n}/cv.pdf`;
    const put = (key: string) =>
      s3Client().send(new PutObjectCommand({ Bucket: app.config.bucketName, Key: key, Body: '%PDF-1.4 fake' }));
    const trashed = await seed(app, a.tenantId, formId, count, (i) => ({
      deletedAt: new Date().toISOString(),
      files: [fileOf(keyOf(i, 1)), fileOf(keyOf(i, 2))],
    }));
    const [live] = await seed(app, a.tenantId, formId, 1, () => ({ files: [fileOf(keyOf(-1, 1))] }));
    const keys = [...trashed.flatMap((_, i) => [keyOf(i, 1), keyOf(i, 2)]), keyOf(-1, 1)];
    for (let i = 0; i < keys.length; i += 8) await Promise.all(keys.slice(i, i + 8).map(put));

    const res = await call('POST', `/v1/forms/${formId}/submissions/bulk`, {
      token: a.fullKey,
      body: { action: 'delete', ids: [...ids(trashed), live!.id] },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ updated: count + 1 });
    const left = await Promise.all(keys.map((key) => objectExists(app, key)));
    expect(keys.filter((_, i) => left[i])).toEqual([keyOf(-1, 1)]); // the live one went to trash, its file stays
  });
});

describe('locked submissions', () => {
  it('hide fields and preview everywhere and are not marked read', async () => {
    const formId = await createForm(app, a.fullKey);
    const [s] = await seed(app, a.tenantId, formId, 1, () => ({ locked: true, lockedReason: 'quota_exceeded' }));
    const one = await call('GET', `/v1/forms/${formId}/submissions/${s!.id}`, { token: a.fullKey });
    expect(one.body).toMatchObject({ locked: true, locked_reason: 'quota_exceeded', fields: {} });
    const list = await call('GET', `/v1/forms/${formId}/submissions`, { token: a.fullKey });
    expect(list.body.items[0]).toMatchObject({ id: s!.id, locked: true, preview: {} });
    const patched = await call('PATCH', `/v1/forms/${formId}/submissions/${s!.id}`, {
      token: a.fullKey,
      body: { starred: true },
    });
    expect(patched.body.fields).toEqual({});
    expect(JSON.stringify([one.body, list.body, patched.body])).not.toContain('Ada');
    await expect
      .poll(() => formCounters(app, a.fullKey, formId), { timeout: COUNTS_SETTLE_MS })
      .toEqual({ stored: 1, unread: 1 });
  });
});
