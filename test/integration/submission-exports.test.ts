import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { matchesSearch, searchFromQuery, type SubmissionFilterQuery } from '@shared/domain/submission-search.js';
import type { Submission } from '@shared/domain/submission.js';
import { memberSession } from '@test/support/accounts.js';
import { client, createTestTenant, startTestApp, type TestTenant } from '@test/support/app.js';
import { parseCsv } from '@test/support/csv.js';
import { fileOf } from '@test/support/data-requests.js';
import { uniqueAddress, waitForMail } from '@test/support/ses-store.js';
import { createForm, seed } from '@test/support/submissions.js';

/**
 * `POST /v1/forms/{id}/exports` and its job, through HTTP and the exports queue as `npm start` runs them: the file
 * holds exactly what the list's filters match, newest first, in each format, however many runs and parts it took.
 * Runs here hand over after every page (250 submissions), so an export of the seeded form takes several runs, carries
 * rows from one to the next and writes two parts (~7 MB of text, parts of 5 MiB).
 */
let app: LocalApp;
let call: ReturnType<typeof client>;
let a: TestTenant;
let b: TestTenant;
let formId: string;
let all: Submission[];
const COUNT = 1200;
const start = Date.parse('2026-03-01T00:00:00Z');
const LONG = 'lorem ipsum dolor sit amet '.repeat(400);

beforeAll(async () => {
  app = await startTestApp({
    tableStream: false,
    sweepIntervalMs: 0,
    exportJob: { pageSize: 250, maxScannedPerRun: 1, partBytes: 5 * 1024 * 1024, mailFromRows: 100 },
  });
  call = client(app.baseUrl);
  [a, b] = await Promise.all([createTestTenant(app, 'pro'), createTestTenant(app, 'pro')]);
  formId = await createForm(app, a.fullKey);
  all = await seed(app, a.tenantId, formId, COUNT, (i) => ({
    createdAt: new Date(start + i * 60_000).toISOString(),
    status: (['received', 'verified', 'spam', 'archived'] as const)[i % 4],
    starred: i % 7 === 0,
    files: i % 50 === 0 ? [fileOf(`uploads/${formId}/${i}/cv.pdf`)] : [],
    submitterEmail: `visitor${i}@example.com`,
    fields: {
      name: i % 100 === 0 ? '=HYPERLINK("http://evil.example")' : `Visitor ${i}`,
      ...(i % 3 === 0 ? { topic: ['support', 'sales'] } : {}),
      ...(i === 5 ? { id: 'a field named like a column' } : {}),
      message: i % 5 === 0 ? `needle ${i}, with "quotes"\nand a line` : `${LONG}${i}`,
    },
  }));
}, 120_000);
afterAll(() => app.stop());

const expected = (query: SubmissionFilterQuery) => {
  const search = searchFromQuery(query);
  return all.filter((s) => matchesSearch(s, search)).sort((x, y) => (x.id < y.id ? 1 : -1));
};

async function runExport(body: Record<string, unknown>, token = a.fullKey) {
  const started = await call('POST', `/v1/forms/${formId}/exports`, { token, body });
  expect(started.status, started.text).toBe(202);
  expect(started.body).toMatchObject({ status: 'queued', rows_done: 0, download_url: null });
  const deadline = Date.now() + 60_000;
  const progress: number[] = [];
  for (;;) {
    const res = await call('GET', `/v1/forms/${formId}/exports/${started.body.id}`, { token: a.readKey });
    expect(res.status, res.text).toBe(200);
    progress.push(res.body.rows_done);
    if (res.body.status === 'done' || res.body.status === 'failed' || Date.now() > deadline) {
      expect(res.body.status, res.body.error).toBe('done');
      const file = await fetch(res.body.download_url);
      expect(file.status).toBe(200);
      const bytes = Buffer.from(await file.arrayBuffer());
      expect(bytes.length).toBe(res.body.bytes);
      return { job: res.body, bytes, text: bytes.toString('utf8'), headers: file.headers, progress };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('submission exports', () => {
  it('CSV: exactly the filtered rows, newest first, formula-safe, a column per field, over several runs and parts', async () => {
    const { job, text, headers, bytes } = await runExport({ format: 'csv', status: 'inbox' });
    const want = expected({ status: 'inbox' });
    expect(job.rows_done).toBe(want.length);
    expect(bytes.length).toBeGreaterThan(5 * 1024 * 1024);
    expect(headers.get('content-disposition')).toBe(`attachment; filename="${job.filename}"`);
    expect(job.filename).toMatch(new RegExp(`^submissions-${formId}-\\d{8}\\.csv$`));
    const [header, ...rows] = parseCsv(text);
    // A column per field name, in the order first seen newest first; `id` is a fixed column's name.
    const names = [...new Set(want.flatMap((s) => Object.keys(s.fields)))];
    expect(names).toEqual(expect.arrayContaining(['name', 'message', 'topic', 'id']));
    const fixed = ['id', 'created_at', 'status', 'starred', 'deleted_at', 'submitter_email', 'spam_score', 'files'];
    expect(header).toEqual([...fixed, ...names.map((n) => (n === 'id' ? 'fields.id' : n))]);
    const column = (name: string) => header!.indexOf(name);
    expect(rows.map((r) => r[0])).toEqual(want.map((s) => s.id));
    const byId = new Map(all.map((s) => [s.id, s]));
    for (const row of rows) {
      const s = byId.get(row[0]!)!;
      expect(row[2]).toBe(s.status);
      expect(row[3]).toBe(String(s.starred));
      expect(row[7]).toBe(s.files.map((f) => f.originalName).join(', '));
      const name = String(s.fields.name);
      expect(row[column('name')]).toBe(name.startsWith('=') ? `'${name}` : name);
      expect(row[column('message')]).toBe(s.fields.message);
      expect(row[column('topic')]).toBe(s.fields.topic ? 'support, sales' : '');
      expect(row[column('fields.id')]).toBe(s.fields.id ?? '');
    }
    expect(rows.some((r) => r[column('name')]!.startsWith("'=HYPERLINK"))).toBe(true);
  }, 90_000);

  it('CSV: the field columns a member hid in the table are left out, the others keep their order', async () => {
    const { job, text } = await runExport({ format: 'csv', status: 'spam', omit_fields: ['message', 'id'] });
    const want = expected({ status: 'spam' });
    expect(job.omit_fields).toEqual(['message', 'id']);
    const [header, ...rows] = parseCsv(text);
    const names = [...new Set(want.flatMap((s) => Object.keys(s.fields)))].filter((n) => n !== 'message');
    expect(names).toEqual(['name', 'topic']);
    const fixed = ['id', 'created_at', 'status', 'starred', 'deleted_at', 'submitter_email', 'spam_score', 'files'];
    expect(header).toEqual([...fixed, ...names]);
    expect(rows.map((r) => r[0])).toEqual(want.map((s) => s.id));
    expect(text).not.toContain('needle');
  }, 60_000);

  it('JSON and NDJSON: the submissions as the API shows them, with the search filters', async () => {
    const filters = { status: 'all', q: 'NEEDLE', starred: false, created_from: '2026-03-01T10:00:00Z' };
    const want = expected({ status: 'all', q: 'NEEDLE', starred: false, created_from: '2026-03-01T10:00:00Z' });
    expect(want.length).toBeGreaterThan(100);
    const json = await runExport({ format: 'json', ...filters });
    expect(json.headers.get('content-type')).toContain('application/json');
    const items = JSON.parse(json.text) as { id: string; fields: Record<string, unknown>; submitter_ip: string }[];
    expect(items.map((s) => s.id)).toEqual(want.map((s) => s.id));
    const one = await call('GET', `/v1/forms/${formId}/submissions/${want[0]!.id}`, { token: a.readKey });
    expect(items[0]).toEqual(one.body);
    expect(json.job.filters).toEqual(filters);

    const ndjson = await runExport({ format: 'ndjson', ...filters });
    const lines = ndjson.text.split('\n');

    expect(lines.pop()).toBe('');
    expect(lines.map((l) => JSON.parse(l))).toEqual(items);
  }, 90_000);

  it('an export that matches nothing is a valid empty file in each format', async () => {
    const none = { status: 'trash' };
    expect((await runExport({ format: 'json', ...none })).text).toBe('[]\n');
    expect((await runExport({ format: 'ndjson', ...none })).text).toBe('');
    expect(parseCsv((await runExport({ format: 'csv', ...none })).text)).toHaveLength(1);
  }, 60_000);

  it('a member who asked for a large export is mailed when it is ready', async () => {
    const email = uniqueAddress('exporter');
    const { session } = await memberSession(app, a.tenantId, 'member', email);
    const { job } = await runExport({ format: 'ndjson', status: 'spam' }, session);
    expect(job.rows_done).toBe(expected({ status: 'spam' }).length);
    const [mail] = await waitForMail(email);
    expect(mail?.subject).toBe('Your export is ready');
    expect(mail?.body.text).toContain(`/forms/${formId}/inbox?export=${job.id}`);
    expect(mail?.body.text).toContain(`${job.rows_done} submissions`);
  }, 60_000);

  it('refuses bad filters naming the field and other organizations; a read-only key may export', async () => {
    const post = (body: unknown, token = a.fullKey, form = formId) =>
      call('POST', `/v1/forms/${form}/exports`, { token, body });
    const badFormat = await post({ format: 'xlsx' });
    expect(badFormat.status).toBe(400);
    expect(badFormat.body.error.field).toBe('format');
    const halfField = await post({ field: 'topic' });
    expect(halfField.status).toBe(400);
    expect(halfField.body.error.field).toBe('field_value');
    const omitFromJson = await post({ format: 'json', omit_fields: ['message'] });
    expect(omitFromJson.status).toBe(400);
    expect(omitFromJson.body.error.field).toBe('omit_fields');
    const emptyName = await post({ omit_fields: [''] });
    expect(emptyName.status).toBe(400);
    expect(emptyName.body.error.field).toMatch(/^omit_fields/);
    const backwards = await post({ created_from: '2026-04-01', created_to: '2026-03-01' });
    expect(backwards.body.error.field).toBe('created_to');
    expect((await post({ status: 'inbox' }, b.fullKey)).status).toBe(404);
    expect((await post({ status: 'inbox' }, a.readKey)).status).toBe(202);

    const mine = await post({ status: 'spam' });
    expect(mine.status).toBe(202);
    const path = `/v1/forms/${formId}/exports/${mine.body.id}`;
    expect((await call('GET', path, { token: b.fullKey })).status).toBe(404);
    const listed = await call('GET', `/v1/forms/${formId}/exports`, { token: a.readKey });
    expect(listed.body.items[0].id).toBe(mine.body.id);
    expect((await call('GET', `/v1/forms/${formId}/exports`, { token: b.readKey })).status).toBe(404);
  });
});
