import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { localTargets, startSynthesizedFunctions, synthesizeAssembly, type CloudAssembly } from '@local/synth.js';
import { QUEUE_URL_FIELDS } from '@shared/config.js';
import { client, createTestTenant, startTestApp } from '@test/support/app.js';
import { browserClient } from '@test/support/accounts.js';
import { createForm, NO_RATE_LIMIT, postJson } from './ingest-support.js';

/**
 * What we deploy is what we test: the app synthesized with `-c apiRatePerSecond=1 -c apiRateBurst=2`, every
 * function run from its bundle in the cloud assembly with its template's environment (`local/synth.ts`), against
 * the local stand-ins. SES requests go to a recorder (which answers as SES does), so the test reads what each
 * function asked SES to send.
 */
const CONTEXT = { apiRatePerSecond: '1', apiRateBurst: '2', signUp: 'open' };
const dir = mkdtempSync(join(tmpdir(), 'formbase-synth-'));
let assembly: CloudAssembly;
let app: LocalApp;
let recorder: Server;
const sent: { fn: string; body: Record<string, unknown> }[] = [];

beforeAll(async () => {
  assembly = synthesizeAssembly(CONTEXT, dir);
  recorder = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      sent.push({ fn: String(req.headers['x-formbase-function'] ?? ''), body: JSON.parse(body || '{}') });
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ MessageId: `m${sent.length}` }));
    });
  });
  await new Promise<void>((resolve) => recorder.listen(0, '127.0.0.1', resolve));
  const sesUrl = `http://127.0.0.1:${(recorder.address() as AddressInfo).port}`;
  app = await startTestApp({
    replaceHandlers: ({ config, baseUrl }) =>
      startSynthesizedFunctions(
        assembly,
        localTargets(
          config,
          baseUrl,
          Object.values(QUEUE_URL_FIELDS).flatMap((f) => [config[f.queue], config[f.dlq]]),
        ),
        { extra: () => ({ AWS_ENDPOINT_URL_SESV2: sesUrl }) },
      ),
  });
}, 600_000);
afterAll(async () => {
  await app?.stop();
  recorder?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the synthesized bundles, run with their templates’ environment', () => {
  it('finds every function of the manifest in the assembly, each with its own bundle', () => {
    expect(assembly.functions.map((f) => f.name).sort()).toHaveLength(
      new Set(assembly.functions.map((f) => f.dir)).size,
    );
    expect(assembly.functions.length).toBeGreaterThanOrEqual(16);
  });

  it('lists /v1/forms and answers 429 within a handful of calls under -c apiRatePerSecond=1 -c apiRateBurst=2', async () => {
    const { readKey } = await createTestTenant(app, 'pro');
    const call = client(app.baseUrl);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await call('GET', '/v1/forms', { token: readKey })).status);
    expect(statuses[0]).toBe(200);
    expect(statuses).toContain(429);
  });

  it('takes a JSON post on a form made through the API', async () => {
    const owner = await createTestTenant(app, 'pro');
    const form = await createForm(app, owner, NO_RATE_LIMIT);
    const res = await postJson(app, form.public_slug, { email: 'visitor@example.com', message: 'from the bundle' });
    expect([200, 201]).toContain(res.status);
  });

  it('mails a sign-in link through the configuration set, and the link signs in', async () => {
    const call = browserClient(app);
    const email = `synth-${Date.now()}@example.com`;
    const before = sent.length;
    expect((await call('POST', '/v1/auth/email-links', undefined, { body: { email } })).status).toBe(202);
    const mail = sent.slice(before).find((m) => JSON.stringify(m.body).includes(email));
    expect(mail?.body.ConfigurationSetName).toBe('formbase-local-feedback');
    const token = /#token=(fk_link_[A-Za-z0-9_-]+)/.exec(JSON.stringify(mail!.body))?.[1];
    expect(token).toBeDefined();
    const verified = await call('POST', '/v1/auth/email-links/verify', undefined, { body: { token } });
    expect(verified.status).toBe(200);
  });
});
