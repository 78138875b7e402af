import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetCommand, PutCommand } from '@shared/adapters/dynamo/commands.js';
import type { LocalApp } from '@local/app.js';
import { dynamoDocumentClient } from '@shared/adapters/aws-clients.js';
import { submissionKey } from '@shared/adapters/dynamo/keys.js';
import { decodeFields } from '@shared/adapters/dynamo/submission-fields.js';
import { submissionToItem } from '@shared/adapters/dynamo/submission-items.js';
import { submissionChangesOf } from '@shared/adapters/dynamo/submission-stream.js';
import { INGEST_LIMITS } from '@shared/domain/ingest-limits.js';
import type { Submission } from '@shared/domain/submission.js';
import { client, createTestTenant, startTestApp, type TestTenant } from '@test/support/app.js';
import { createForm, submissionFor } from '@test/support/submissions.js';
import { streamRecord } from '@test/support/stream-records.js';

/**
 * A submission's `fields` as stored: compressed when that is smaller, the JSON text otherwise, and items written as
 * JSON text before read the same through every path (get, list, search, stream, export).
 */
let app: LocalApp;
let call: ReturnType<typeof client>;
let a: TestTenant;
const table = () => ({ client: dynamoDocumentClient(), name: app.config.tableName });

beforeAll(async () => {
  app = await startTestApp({
    tableStream: false,
    sweepIntervalMs: 0,
    exportJob: { pageSize: 250, maxScannedPerRun: 1000, partBytes: 5 * 1024 * 1024, mailFromRows: 100 },
  });
  call = client(app.baseUrl);
  a = await createTestTenant(app, 'pro');
});
afterAll(() => app.stop());

const MESSAGE =
  'Hello! We are planning our spring catalogue and would like a quote for custom mugs with our logo in two ' +
  'colours, delivered to our office before the end of next month. Could you also tell us whether you offer gift ' +
  'boxes, what the lead time is for a reorder of the same design, and whether a proof is sent before printing? Our ' +
  'budget is flexible for the right quality, and we would rather wait a week than get a blurry print.';

/** A contact form of ~0.75 KB of JSON, natural text without repeats. */
const contactFields = (i: number) => ({
  name: `Visitor Number ${i}`,
  email: `visitor${i}@example.com`,
  company: 'Acme SARL',
  phone: '+33 4 78 00 00 00',
  subject: 'Quote request: custom mugs',
  message: MESSAGE,
});

const NON_LATIN = {
  名前: '山田 太郎',
  message: 'お問い合わせありがとうございます。来週の打ち合わせの日程について、火曜日か水曜日の午後はいかがでしょうか。',
  ru: 'Здравствуйте! Хотим заказать сорок кружек с логотипом, пожалуйста, пришлите СМЕТУ до пятницы.',
  ar: 'مرحبا، نود الحصول على عرض سعر لأربعين كوبا مع شعارنا.',
  emoji: '🎉 thanks 🙏🏽 — “quoted” \u0000 control',
  '': 'an empty name',
};

/** The item as it was written before fields were compressed: the JSON text as a string attribute. */
const oldFormatItem = (s: Submission) => ({ ...submissionToItem(s), fields: JSON.stringify(s.fields) });

async function put(item: Record<string, unknown>) {
  const { client: dynamo, name } = table();
  return dynamo.send(new PutCommand({ TableName: name, Item: item, ReturnConsumedCapacity: 'INDEXES' }));
}

async function storedFields(formId: string, id: string) {
  const { client: dynamo, name } = table();
  const { Item } = await dynamo.send(new GetCommand({ TableName: name, Key: submissionKey(formId, id) }));
  return Item!.fields as unknown;
}

describe('stored fields', () => {
  it('stores a contact form compressed, in one write unit where the JSON text took two', async () => {
    const formId = await createForm(app, a.fullKey);
    const s = submissionFor(a.tenantId, formId, {
      fields: contactFields(1),
      userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0',
    });
    const compressed = await put(submissionToItem(s));
    const stored = await storedFields(formId, s.id);
    expect(stored).toBeInstanceOf(Uint8Array);
    expect((stored as Uint8Array).length).toBeLessThan(Buffer.byteLength(JSON.stringify(s.fields)) * 0.7);
    expect(compressed.ConsumedCapacity?.Table?.CapacityUnits).toBe(1);

    const old = submissionFor(a.tenantId, formId, { fields: contactFields(1), userAgent: s.userAgent });
    const plain = await put(oldFormatItem(old));
    expect(plain.ConsumedCapacity?.Table?.CapacityUnits).toBe(2);
    expect(await app.deps.stores.submissions.get(a.tenantId, formId, s.id)).toEqual(s);
  });

  it('keeps a form too short to gain as its JSON text', async () => {
    const formId = await createForm(app, a.fullKey);
    const s = submissionFor(a.tenantId, formId, { fields: { a: '1' } });
    expect(await app.deps.stores.submissions.create(s)).toBe('created');
    expect(await storedFields(formId, s.id)).toBe('{"a":"1"}');
    expect(await app.deps.stores.submissions.get(a.tenantId, formId, s.id)).toEqual(s);
  });

  it('reads non-Latin text, empty names and escapes back exactly, in order', async () => {
    const formId = await createForm(app, a.fullKey);
    const s = submissionFor(a.tenantId, formId, { fields: NON_LATIN });
    await app.deps.stores.submissions.create(s);
    expect(await storedFields(formId, s.id)).toBeInstanceOf(Uint8Array);
    const back = await app.deps.stores.submissions.get(a.tenantId, formId, s.id);
    expect(back).toEqual(s);
    expect(Object.keys(back!.fields)).toEqual(Object.keys(NON_LATIN));
  });

  it('stores the largest fields ingest accepts, compressible or not, inside the 400 KB item limit', async () => {
    const formId = await createForm(app, a.fullKey);
    const budget = INGEST_LIMITS.storedBytes - 64;
    // Random text is the least a visitor's text compresses (base64: 6 bits a character).
    const random = { data: randomBytes((budget * 3) / 4 - 16).toString('base64') };
    const prose = { message: Array.from({ length: Math.floor(budget / 600) }, (_, i) => `${i}. ${MESSAGE}`).join(' ') };
    for (const fields of [random, prose]) {
      const text = Buffer.byteLength(JSON.stringify(fields));
      expect(text).toBeLessThanOrEqual(INGEST_LIMITS.storedBytes);
      const s = submissionFor(a.tenantId, formId, { fields });
      expect(await app.deps.stores.submissions.create(s)).toBe('created');
      expect(((await storedFields(formId, s.id)) as Uint8Array).length).toBeLessThan(text);
      expect(await app.deps.stores.submissions.get(a.tenantId, formId, s.id)).toEqual(s);
    }
  });

  it('refuses a submission whose fields would not fit the item even compressed, writing nothing', async () => {
    const formId = await createForm(app, a.fullKey);
    const s = submissionFor(a.tenantId, formId, { fields: { data: randomBytes(450_000).toString('base64') } });
    await expect(app.deps.stores.submissions.create(s)).rejects.toMatchObject({ code: 'payload_too_large' });
    expect(await app.deps.stores.submissions.get(a.tenantId, formId, s.id)).toBeUndefined();
  });

  it('decodes a compressed item from a stream record as Lambda sends it (binary as base64 text)', () => {
    const s = submissionFor(a.tenantId, 'frm_stream', { fields: NON_LATIN });
    const record = streamRecord(null, s);
    expect(typeof (record.dynamodb!.NewImage!.fields as { B?: unknown }).B).toBe('string');
    expect(submissionChangesOf({ Records: [record] })[0]!.after).toEqual(s);
  });
});

describe('items written before, beside new ones', () => {
  let formId: string;
  const olds: Submission[] = [];
  const news: Submission[] = [];
  const at = Date.parse('2026-04-01T00:00:00Z');

  beforeAll(async () => {
    formId = await createForm(app, a.fullKey);
    for (let i = 0; i < 6; i++) {
      const s = submissionFor(a.tenantId, formId, {
        createdAt: new Date(at + i * 60_000).toISOString(),
        submitterEmail: `visitor${i}@example.com`,
        fields: i % 2 === 0 ? { ...contactFields(i), note: `Zéphyrine ${i}` } : { ...NON_LATIN, n: String(i) },
      });
      if (i < 3) {
        olds.push(s);
        await put(oldFormatItem(s));
      } else {
        news.push(s);
        await app.deps.stores.submissions.create(s);
      }
    }
  });

  it('holds both forms as written', async () => {
    for (const s of olds) expect(typeof (await storedFields(formId, s.id))).toBe('string');
    for (const s of news) expect(await storedFields(formId, s.id)).toBeInstanceOf(Uint8Array);
  });

  it('gets and lists both the same way', async () => {
    for (const s of [...olds, ...news])
      expect(await app.deps.stores.submissions.get(a.tenantId, formId, s.id)).toEqual(s);
    const res = await call('GET', `/v1/forms/${formId}/submissions?status=all&include=fields`, { token: a.readKey });
    expect(res.status, res.text).toBe(200);
    const byId = new Map((res.body.items as { id: string; fields: unknown }[]).map((i) => [i.id, i.fields]));
    for (const s of [...olds, ...news]) expect(byId.get(s.id)).toEqual(s.fields);
  });

  it('finds text case-insensitively in either form', async () => {
    const found = async (q: string) => {
      const res = await call('GET', `/v1/forms/${formId}/submissions?status=all&q=${encodeURIComponent(q)}`, {
        token: a.readKey,
      });
      expect(res.status, res.text).toBe(200);
      return (res.body.items as { id: string }[]).map((i) => i.id).sort();
    };
    const ids = (subs: Submission[]) => subs.map((s) => s.id).sort();
    const all = [...olds, ...news];
    expect(await found('ZÉPHYRINE')).toEqual(ids(all.filter((s) => 'note' in s.fields)));
    expect(await found('смету')).toEqual(ids(all.filter((s) => 'ru' in s.fields)));
    expect(await found('打ち合わせ')).toEqual(ids(all.filter((s) => 'ru' in s.fields)));
    expect(await found('zéphyrine 4')).toEqual(ids([news[1]!]));
    expect(await found('nowhere-to-be-found')).toEqual([]);
  });

  it('exports the same bytes whether the items were written compressed or as JSON text', async () => {
    const exported = async (format: string) => {
      const started = await call('POST', `/v1/forms/${formId}/exports`, {
        token: a.fullKey,
        body: { format, status: 'all' },
      });
      expect(started.status, started.text).toBe(202);
      for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
        const res = await call('GET', `/v1/forms/${formId}/exports/${started.body.id}`, { token: a.readKey });
        if (res.body.status === 'done') return Buffer.from(await (await fetch(res.body.download_url)).arrayBuffer());
        expect(res.body.status).not.toBe('failed');
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error('the export did not finish');
    };
    const rewrite = async (compressed: boolean) => {
      for (const s of [...olds, ...news]) await put(compressed ? submissionToItem(s) : oldFormatItem(s));
    };
    for (const format of ['csv', 'json', 'ndjson']) {
      await rewrite(false);
      const before = await exported(format);
      await rewrite(true);
      const after = await exported(format);
      expect(after.equals(before), format).toBe(true);
      expect(after.toString('utf8')).toContain('Zéphyrine 4');
    }
    await rewrite(false);
    for (const s of olds) expect(decodeFields(await storedFields(formId, s.id))).toEqual(s.fields);
  });
});
