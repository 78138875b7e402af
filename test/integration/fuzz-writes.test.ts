import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { buildPreview } from '@shared/domain/submission.js';
import { FormSchema } from '@shared/domain/schemas/forms.js';
import { client, createTestTenant, startTestApp, type TestTenant } from '@test/support/app.js';
import {
  fromPlain,
  HOSTILE_IDS,
  hostileBody,
  hostileValue,
  PROTOTYPE_KEYS,
  seededRandom,
  seedFromSchema,
  toJsonText,
  type J,
  type Rng,
} from '@test/support/fuzz.js';
import { trueCounters } from '@test/support/submissions.js';
import { startReceiver, type Receiver } from '@test/support/webhook-receiver.js';
import { formCounters } from '@test/support/submissions.js';

/**
 * A generated fuzz of every write route the OpenAPI document lists (plus the public endpoint) with hostile
 * bodies and ids. Not one answer may be a 5xx, every refusal is the error envelope, and afterwards nothing is left
 * half-written: every form reads back and validates, counters equal a recount, stored previews equal the stored
 * fields, and no prototype was polluted.
 */
const REQUESTS = 5000;
const PARALLEL = 12;
const SEED = Number(process.env.FUZZ_SEED ?? 1313);

let app: LocalApp;
let call: ReturnType<typeof client>;
let t: TestTenant;
let receiver: Receiver;
const ids: Record<string, string[]> = {};
const victims: Record<string, string[]> = {};
const slugs: string[] = [];

type Op = { method: string; path: string; schema?: Record<string, unknown>; example?: unknown };
const ops: Op[] = [];
let components: Record<string, Record<string, unknown>> = {};

const ok = <R extends { status: number; text: string }>(res: R, what: string): R => {
  if (res.status >= 300) throw new Error(`${what}: ${res.status} ${res.text.slice(0, 200)}`);
  return res;
};

beforeAll(async () => {
  app = await startTestApp({ pollers: false, sweepIntervalMs: 0 });
  call = client(app.baseUrl);
  t = await createTestTenant(app, 'pro');
  receiver = await startReceiver();
  const token = t.session;
  const forms: string[] = [];
  for (let i = 0; i < 3; i++) {
    const form = ok(await call('POST', '/v1/forms', { token, body: { name: `Fuzz ${i}` } }), 'form').body;
    ok(
      await call('PATCH', `/v1/forms/${form.id}`, { token, body: { settings: { rate_limit: { disabled: true } } } }),
      'patch',
    );
    forms.push(form.id);
    slugs.push(form.public_slug);
  }
  const f = forms[0]!;
  const post = (path: string, body: unknown) => call('POST', path, { token, body }).then((r) => ok(r, path).body);
  const submission = await call('POST', `/f/${slugs[0]}`, {
    headers: { accept: 'application/json' },
    body: { email: 'fuzz@example.com', message: 'seed' },
  });
  const webhook = await post(`/v1/forms/${f}/webhooks`, { url: receiver.url });
  const key = await post(`/v1/forms/${f}/keys`, { name: 'fuzz' });
  const domain = await post(`/v1/forms/${f}/blocked-domains`, { domain: 'spam-corp.test' });
  const ip = await post(`/v1/forms/${f}/blocked-ips`, { cidr: '203.0.113.0/24' }).catch(() => ({ id: 'bip_x' }));
  const apiKey = await post('/v1/api-keys', { name: 'throwaway', scope: 'read' });
  // DELETE routes aim at their own victims, so the resources the other routes need stay in place.
  const victimForm = await post('/v1/forms', { name: 'Victim' });
  const victimHook = await post(`/v1/forms/${f}/webhooks`, { url: receiver.url });
  victims.id = [victimForm.id];
  victims.wid = [victimHook.id ?? victimHook.endpoint?.id];
  Object.assign(ids, {
    id: forms,
    sid: [submission.body.id],
    wid: [webhook.id ?? webhook.endpoint?.id],
    kid: [key.id],
    did: ['dlv_' + '0'.repeat(26)],
    'blocked-domains': [domain.id],
    'blocked-ips': [ip.id],
    'api-keys': [apiKey.id],
  });

  const doc = (await call('GET', '/v1/openapi.json')).body;
  components = doc.components.schemas;
  for (const [path, operations] of Object.entries<Record<string, { requestBody?: { content?: object } }>>(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      if (!['post', 'put', 'patch', 'delete'].includes(method)) continue;
      const content = (op.requestBody?.content ?? {}) as Record<string, { schema?: object; example?: unknown }>;
      const json = content['application/json'];
      ops.push({ method: method.toUpperCase(), path, schema: json?.schema as Op['schema'], example: json?.example });
    }
  }
});
afterAll(async () => {
  await receiver?.close();
  await app?.stop();
});

/** Fills path parameters with the ids made above (a hostile id now and then). */
function pathFor(template: string, method: string, rng: Rng): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (method === 'DELETE' && template.endsWith(`{${name}}`) && victims[name] && template.split('/').length <= 4) {
      return rng.pick(victims[name]!);
    }
    if (name === 'public_slug') return rng.chance(0.05) ? encodeURIComponent(rng.pick(HOSTILE_IDS)) : rng.pick(slugs);
    if (rng.chance(0.08)) return encodeURIComponent(rng.pick(HOSTILE_IDS));
    const collection = template.match(/\/v1\/([\w-]+)\/\{id\}/)?.[1];
    const pool = (name === 'id' && collection && collection !== 'forms' ? ids[collection] : ids[name]) ?? ['x'];
    return rng.pick(pool);
  });
}

/** The route's documented example when it has one (a body it accepts), else one built from its schema. */
const seedOf = (op: Op): J =>
  op.example !== undefined ? fromPlain(op.example) : seedFromSchema(op.schema, components);

/** A hostile public submission: JSON, urlencoded or multipart, with hostile names and values. */
function publicBody(rng: Rng): { text: string; contentType: string } {
  if (rng.chance(0.25)) {
    // Storable but awkward: names that shadow Object.prototype, numbers at the edge, unicode.
    const fields = new Map<string, J>([
      ['message', rng.pick(['hi', '日本語のメッセージ', 'a\u0001b', '=cmd|x'])],
      [rng.pick(['constructor', 'toString', 'hasOwnProperty', 'email']), rng.pick(['x', 'a@example.com'])],
      ['n', rng.pick([9007199254740991, -0.5, 1e-7, 0, 1e20 + 0.5])],
      ['nested', new Map<string, J>([['constructor', new Map([['deep', [1, 'two', null]]])]])],
    ]);
    return { text: toJsonText(fields), contentType: 'application/json' };
  }
  const kind = rng.int(3);
  if (kind === 0) {
    const fields = new Map<string, J>([['message', 'hi']]);
    const n = 1 + rng.int(3);
    for (let i = 0; i < n; i++) {
      fields.set(rng.chance(0.4) ? rng.pick([...PROTOTYPE_KEYS, 'toString', '_form_key']) : `f${i}`, hostileValue(rng));
    }
    return { text: toJsonText(fields), contentType: 'application/json' };
  }
  const name = rng.pick([...PROTOTYPE_KEYS, 'a[b]', 'x'.repeat(300), '', 'email', '_to', '_uploads']);
  const value = rng.pick(['1e400', '\u0000', 'x'.repeat(70_000), 'not-an-email', '%ZZ', '']);
  if (kind === 1) {
    return {
      text: `message=hi&${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
      contentType: 'application/x-www-form-urlencoded',
    };
  }
  const boundary = 'fuzzboundary';
  const part = (n: string, v: string) => `--${boundary}\r\ncontent-disposition: form-data; name="${n}"\r\n\r\n${v}\r\n`;
  return {
    text: `${part('message', 'hi')}${part(name, value)}--${boundary}--\r\n`,
    contentType: rng.chance(0.9) ? `multipart/form-data; boundary=${boundary}` : 'multipart/form-data',
  };
}

interface Finding {
  request: string;
  status: number;
  body: string;
}

/** Status classes per route, printed so a fuzz that only ever bounces off the front door shows. */
const tally = new Map<string, Record<string, number>>();

async function fire(rng: Rng, findings: Finding[]): Promise<void> {
  const isPublic = rng.chance(0.2);
  const op = isPublic
    ? { method: 'POST', path: rng.chance(0.8) ? '/f/{public_slug}' : '/f/{public_slug}/uploads' }
    : rng.pick(ops);
  const path = pathFor(op.path, op.method, rng);
  const body = isPublic && op.path === '/f/{public_slug}' ? publicBody(rng) : hostileBody(seedOf(op as Op), rng);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (!isPublic) headers.authorization = `Bearer ${rng.chance(0.9) ? t.session : t.readKey}`;
  if (body.contentType) headers['content-type'] = body.contentType;
  const res = await fetch(app.baseUrl + path, {
    method: op.method,
    headers,
    body: op.method === 'DELETE' && rng.chance(0.7) ? undefined : body.text,
    redirect: 'manual',
  });
  const text = await res.text();
  const counts = tally.get(`${op.method} ${op.path}`) ?? {};
  counts[`${String(res.status)[0]}xx`] = (counts[`${String(res.status)[0]}xx`] ?? 0) + 1;
  tally.set(`${op.method} ${op.path}`, counts);
  const request = `${op.method} ${path.slice(0, 120)} ${body.contentType} ${body.text.slice(0, 160)}`;
  if (op.path === '/v1/forms/{id}' && op.method === 'PATCH')
    if (res.status >= 500) findings.push({ request, status: res.status, body: text.slice(0, 300) });
    else if (res.status >= 400) {
      let envelope: { error?: { code?: unknown; message?: unknown } } | undefined;
      try {
        envelope = JSON.parse(text);
      } catch {
        envelope = undefined;
      }
      if (typeof envelope?.error?.code !== 'string' || typeof envelope.error.message !== 'string') {
        findings.push({ request, status: res.status, body: `not an error envelope: ${text.slice(0, 200)}` });
      }
    }
}

describe('generated fuzz of every write route', () => {
  it(`${REQUESTS} hostile requests: no 5xx, every refusal an envelope, nothing half-written`, async () => {
    expect(ops.length).toBeGreaterThanOrEqual(25);
    const findings: Finding[] = [];
    const started = Date.now();
    let sent = 0;
    await Promise.all(
      Array.from({ length: PARALLEL }, async (_, worker) => {
        const rng = seededRandom(SEED * 31 + worker);
        while (sent < REQUESTS) {
          sent++;
          await fire(rng, findings);
        }
      }),
    );
    console.log(
      `fuzz: ${sent} requests over ${ops.length + 2} write routes in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
        `(seed ${SEED}), ${findings.length} findings`,
    );
    for (const [route, counts] of [...tally].sort()) console.log(`  ${route.padEnd(58)} ${JSON.stringify(counts)}`);
    expect(findings.slice(0, 5)).toEqual([]);

    // Nothing half-written, nothing polluted.
    expect(Object.keys(Object.prototype)).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // Counters follow the table stream: let its consumer handle every change first.
    await app.settle();
    const list = await call('GET', '/v1/forms', { token: t.readKey });
    expect(list.status).toBe(200);
    for (const summary of list.body as { id: string }[]) {
      const form = await call('GET', `/v1/forms/${summary.id}`, { token: t.readKey });
      expect(form.status, summary.id).toBe(200);
      expect(FormSchema.safeParse(form.body).success, summary.id).toBe(true);
      expect(await formCounters(app, t.readKey, summary.id)).toEqual(await trueCounters(app, t.tenantId, summary.id));
      for (const filter of ['all', 'trash'] as const) {
        const page = await app.deps.stores.submissions.list(summary.id, filter, 100);
        const stored = await app.deps.stores.submissions.getMany(
          t.tenantId,
          summary.id,
          page.items.map((s) => s.id),
        );
        const byId = new Map(stored.map((s) => [s.id, s]));
        for (const item of page.items) {
          if (item.locked) continue;
          expect(item.preview, item.id).toEqual(buildPreview(byId.get(item.id)!.fields));
        }
      }
    }
  }, 180_000);
});
