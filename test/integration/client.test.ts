import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createFormbaseClient, FormbaseError } from '@formbase/client';
import type { LocalApp } from '@local/app.js';
import { client, createTestTenant, startTestApp, type TestTenant } from '@test/support/app.js';
import { readmeExample } from '@test/support/readme-example.js';

const CLIENT_DIR = fileURLToPath(new URL('../../packages/client/', import.meta.url));

let app: LocalApp;
let tenant: TestTenant;

beforeAll(async () => {
  app = await startTestApp({ pollers: false });
  tenant = await createTestTenant(app);
}, 120_000);
afterAll(() => app?.stop());

/** Type-checks one file with the root compiler options; returns the messages (empty when clean). */
function typeErrors(file: string): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    fileURLToPath(new URL('../../tsconfig.json', import.meta.url)),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  )!;
  const program = ts.createProgram([file], config.options);
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

describe('the client README example', () => {
  it('compiles and runs against the local service', async () => {
    // Written inside the package so `@formbase/client` resolves as it does for a user of the workspace.
    const dir = mkdtempSync(join(CLIENT_DIR, '.readme-'));
    const file = join(dir, 'example.ts');
    writeFileSync(file, readmeExample(join(CLIENT_DIR, 'README.md')));
    const logged: unknown[][] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((...args) => void logged.push(args));
    try {
      expect(typeErrors(file)).toEqual([]);
      vi.stubEnv('FORMBASE_URL', app.baseUrl);
      vi.stubEnv('FORMBASE_API_KEY', tenant.fullKey);
      await import(/* @vite-ignore */ file);
    } finally {
      log.mockRestore();
      vi.unstubAllEnvs();
      rmSync(dir, { recursive: true, force: true });
    }
    expect(logged).toHaveLength(2);
    expect(logged[0]).toEqual([expect.stringMatching(/^sub_/), 'received', 'Hello']);
    expect(logged[1]).toEqual([400, 'validation_error', 'name']);

    const forms = await client(app.baseUrl)('GET', '/v1/forms?external_key=site/contact', { token: tenant.fullKey });
    expect(forms.body).toHaveLength(1);
    const form = await client(app.baseUrl)('GET', `/v1/forms/${forms.body[0].id}`, { token: tenant.fullKey });
    expect(form.body).toMatchObject({
      notify_emails: ['owner@example.com'],
      settings: { spam: { strictness: 'high' } },
    });
  });
});

describe('typed errors', () => {
  it('throws the envelope as FormbaseError, naming the field', async () => {
    const formbase = createFormbaseClient({ baseUrl: app.baseUrl, apiKey: tenant.fullKey });
    const error = await formbase
      .PATCH('/v1/forms/{id}', { params: { path: { id: 'frm_01jd3k9v6g7b0x2m4n5p8q1r2s' } }, body: { name: 'x' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FormbaseError);
    expect(error).toMatchObject({ status: 404, code: 'not_found' });

    const readOnly = createFormbaseClient({ baseUrl: app.baseUrl, apiKey: tenant.readKey });
    await expect(readOnly.POST('/v1/forms', { body: { name: 'nope' } })).rejects.toMatchObject({
      status: 403,
      code: 'insufficient_scope',
    });
  });

  it('reports an unreachable service as network_error', async () => {
    const formbase = createFormbaseClient({ baseUrl: 'http://127.0.0.1:9', apiKey: tenant.fullKey });
    await expect(formbase.GET('/v1/forms')).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });
});

describe('pagination', () => {
  it('walks every page as an async iterator, newest first, and stops fetching when the caller stops', async () => {
    const formbase = createFormbaseClient({ baseUrl: app.baseUrl, apiKey: tenant.fullKey });
    const form = await formbase.POST('/v1/forms', { body: { name: 'Paged' } });
    await formbase.PATCH('/v1/forms/{id}', {
      params: { path: { id: form.id } },
      body: { settings: { rate_limit: { disabled: true } } },
    });
    const sent: string[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await fetch(`${app.baseUrl}/f/${form.public_slug}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ n: String(i) }),
      });
      sent.push(((await res.json()) as { id: string }).id);
    }
    const pageRequests: string[] = [];
    const counting = createFormbaseClient({
      baseUrl: app.baseUrl,
      apiKey: tenant.fullKey,
      fetch: (input, init) => {
        pageRequests.push(String(input instanceof Request ? input.url : input));
        return fetch(input, init);
      },
    });
    const seen: string[] = [];
    for await (const s of counting.submissions(form.id, { pageSize: 3 })) seen.push(s.id);
    expect(seen).toEqual([...sent].reverse());
    expect(pageRequests).toHaveLength(3);

    pageRequests.length = 0;
    for await (const _ of counting.submissions(form.id, { pageSize: 3 })) break;
    expect(pageRequests).toHaveLength(1);
  });
});

describe('429 retry', () => {
  let limited: LocalApp;
  let key: string;
  beforeAll(async () => {
    limited = await startTestApp({ pollers: false, config: { apiRateLimit: { perSecond: 1, burst: 1 } } });
    key = (await createTestTenant(limited)).fullKey;
  }, 120_000);
  afterAll(() => limited?.stop());

  it('waits what Retry-After says and then succeeds', async () => {
    const waits: number[] = [];
    const formbase = createFormbaseClient({
      baseUrl: limited.baseUrl,
      apiKey: key,
      retry: { maxRetries: 5, onRetry: ({ delaySeconds, status }) => void waits.push(status, delaySeconds) },
    });
    for (let i = 0; i < 3; i++) expect(await formbase.GET('/v1/forms')).toEqual([]);
    expect(waits.length).toBeGreaterThan(0);
    expect(waits[0]).toBe(429);
    expect(waits[1]).toBeGreaterThanOrEqual(1);
  });

  it('gives the 429 to the caller, with its Retry-After, once retries are used up', async () => {
    const formbase = createFormbaseClient({ baseUrl: limited.baseUrl, apiKey: key, retry: { maxRetries: 0 } });
    const errors = await Promise.all([1, 2, 3].map(() => formbase.GET('/v1/forms').catch((e: unknown) => e)));
    const refused = errors.find((e) => e instanceof FormbaseError);
    expect(refused).toMatchObject({ status: 429, code: 'rate_limited' });
    expect((refused as FormbaseError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
  });
});
