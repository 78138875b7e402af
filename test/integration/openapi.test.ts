import { strictObject } from 'zod/mini';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { apiRoutes } from '@services/api/routes/index.js';
import { FormSchema, FormSummarySchema } from '@shared/domain/schemas/forms.js';
import { EXTERNAL_ROUTE_DOCS } from '@shared/http/external-routes.js';
import { client, createTestTenant, startTestApp, type TestTenant } from '@test/support/app.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let app: LocalApp;
let call: ReturnType<typeof client>;
let tenant: TestTenant;
let doc: Json;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const operations = (document: Json) =>
  Object.entries(document.paths as Json).flatMap(([path, item]) =>
    Object.entries(item as Json)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({
        key: `${method.toUpperCase()} ${path}`,
        path,
        method,
        operation: operation as Json,
      })),
  );

/** Resolves a local JSON pointer such as `#/components/schemas/Form`. */
const resolve = (pointer: string): unknown =>
  pointer
    .slice(2)
    .split('/')
    .reduce<unknown>((node, part) => (node as Json | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')], doc);

beforeAll(async () => {
  app = await startTestApp({ pollers: false });
  call = client(app.baseUrl);
  tenant = await createTestTenant(app);
  const res = await call('GET', '/v1/openapi.json');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('application/json');
  doc = res.body;
});
afterAll(() => app.stop());

describe('GET /v1/openapi.json', () => {
  it('serves an OpenAPI 3.1.0 document, version 1.0.0, without credentials, that a validator accepts', async () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info).toMatchObject({ title: expect.any(String), version: '1.0.0' });
    expect(doc.servers).toEqual([{ url: '/' }]);
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('has no dangling $ref', () => {
    const refs = JSON.stringify(doc).match(/"\$ref":"[^"]+"/g) ?? [];
    expect(refs.length).toBeGreaterThan(20);
    for (const ref of new Set(refs.map((r) => r.slice(8, -1)))) expect(resolve(ref), ref).toBeDefined();
  });

  it('documents every route the API router serves, and nothing else but the routes of other functions', () => {
    const served = apiRoutes(app.deps).map((r) => `${r.method} ${r.path}`);
    const external = EXTERNAL_ROUTE_DOCS.map((r) => `${r.method} ${r.path}`);
    expect(new Set(served).size).toBe(served.length);
    expect(
      operations(doc)
        .map((o) => o.key)
        .sort(),
    ).toEqual([...served, ...external].sort());
    for (const key of [
      'GET /v1/forms',
      'POST /v1/forms',
      'GET /v1/forms/{id}',
      'PATCH /v1/forms/{id}',
      'DELETE /v1/forms/{id}',
      'GET /v1/openapi.json',
      'POST /f/{public_slug}',
    ]) {
      expect(served.concat(external)).toContain(key);
    }
  });

  it('every documented /v1 operation is really served: the router matches it, and without a key it answers 401', async () => {
    for (const { path, method, operation } of operations(doc).filter((o) => o.path.startsWith('/v1/'))) {
      const concrete = path.replace(/\{(\w+)\}/g, 'frm_01jd3k9v6g7b0x2m4n5p8q1r2s');
      const res = await call(method.toUpperCase(), concrete, {
        body: ['post', 'put', 'patch'].includes(method) ? {} : undefined,
      });
      const label = `${method} ${path} → ${res.status} ${JSON.stringify(res.body)}`;
      expect(res.status, label).not.toBe(405);
      expect(res.body?.error?.message ?? '', label).not.toMatch(/^no route for/);
      if (operation.security?.length !== 0) expect(res.status, label).toBe(401);
    }
  });

  it('declares bearer security, path parameters and the error envelope on every operation', () => {
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.security).toEqual([{ bearerAuth: [] }, { sessionCookie: [] }]);
    expect(doc.components.securitySchemes.sessionCookie).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: '__Host-fb_session',
    });
    expect(doc.components.schemas.Error.properties.error.required).toEqual(['code', 'message']);
    for (const { key, path, operation } of operations(doc)) {
      const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const params = (operation.parameters ?? []).filter((p: Json) => p.in === 'path').map((p: Json) => p.name);
      expect(params, key).toEqual(names);
      const isPublic = operation.security?.length === 0;
      const always = isPublic ? ['405', '500'] : ['401', '405', '429', '500', '503'];
      for (const status of always) expect(operation.responses[status], `${key} ${status}`).toBeDefined();
      // Errors come in the envelope, or as an HTML page where a browser lands (or either, by what the client accepts).
      for (const [status, response] of Object.entries(operation.responses as Json)) {
        if (Number(status) < 400) continue;
        const target = ((response as Json).$ref ? resolve((response as Json).$ref) : response) as Json;
        const json = target.content['application/json'];
        if (json) expect(json.schema, `${key} ${status}`).toEqual({ $ref: '#/components/schemas/Error' });
        else expect(Object.keys(target.content), `${key} ${status}`).toEqual(['text/html']);
      }
    }
    expect(doc.components.responses.Error429.headers['Retry-After']).toBeDefined();
    expect(doc.components.responses.Error503.headers['Retry-After']).toBeDefined();
    expect(doc.components.responses.Error405.headers.Allow).toBeDefined();
  });

  it('describes the forms contract with its limits and examples', () => {
    const forms = doc.paths['/v1/forms'];
    expect(forms.get.parameters).toEqual([
      expect.objectContaining({ name: 'external_key', in: 'query', required: false }),
    ]);
    expect(forms.post.responses['201'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/Form',
    });
    expect(Object.keys(forms.post.responses)).toEqual(
      expect.arrayContaining(['400', '401', '403', '409', '429', '500']),
    );
    const { CreateFormRequest, UpdateFormRequest, FormSettingsUpdate, Form, FormSummary, NotificationRoutingAlias } =
      doc.components.schemas;
    expect(CreateFormRequest.properties.name).toMatchObject({ minLength: 1, maxLength: 120 });
    expect(CreateFormRequest.properties.emoji).toMatchObject({ minLength: 1, maxLength: 32 });
    expect(CreateFormRequest.additionalProperties).toBe(false);
    expect(UpdateFormRequest.properties.notify_routing_aliases.items.properties.alias.pattern).toBe(
      '^[a-z0-9][a-z0-9_-]{0,63}$',
    );
    expect(FormSettingsUpdate.additionalProperties).toEqual({});
    expect(FormSettingsUpdate.properties.captcha.readOnly).toBe(true);
    expect(Form.required).toEqual(
      expect.arrayContaining(['id', 'settings', 'notify_routing_aliases', 'updated_at', 'submission_count']),
    );
    expect(Form.properties.notify_subject.type).toEqual(['string', 'null']);
    expect(FormSummary.properties).not.toHaveProperty('settings');
    expect(NotificationRoutingAlias.required).toEqual(['alias', 'to_emails', 'cc_emails', 'bcc_emails']);
    expect(doc.paths['/v1/forms/{id}'].patch.parameters[0].schema.pattern).toBe('^frm_[0-9a-hjkmnp-tv-z]{26}$');
    // Response examples are real instances of the schema the server's answers are checked against.
    expect(strictObject(FormSchema.shape).parse(Form.examples[0])).toEqual(Form.examples[0]);
    expect(strictObject(FormSummarySchema.shape).parse(FormSummary.examples[0])).toEqual(FormSummary.examples[0]);
    expect(doc.paths['/v1/forms/{id}'].get.responses['200'].content['application/json'].example).toEqual(
      Form.examples[0],
    );
  });

  it('has request examples the running service accepts', async () => {
    const created = await call('POST', '/v1/forms', {
      token: tenant.fullKey,
      body: doc.paths['/v1/forms'].post.requestBody.content['application/json'].example,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const patch = doc.paths['/v1/forms/{id}'].patch.requestBody.content['application/json'].example;
    const updated = await call('PATCH', `/v1/forms/${created.body.id}`, { token: tenant.fullKey, body: patch });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body).toMatchObject({ notify_emails: patch.notify_emails, notify_subject: patch.notify_subject });
  });
});

describe('literal path segments over HTTP', () => {
  it('win over {sid} and {id}: their own answers, and 405 with their own Allow for other methods', async () => {
    const form = await call('POST', '/v1/forms', { token: tenant.fullKey, body: { name: 'Literal paths' } });
    const submissions = `/v1/forms/${form.body.id}/submissions`;
    const stats = await call('GET', `${submissions}/stats`, { token: tenant.fullKey });
    expect(stats.status).toBe(200);
    expect((await call('GET', '/v1/api-keys/current', { token: tenant.fullKey })).status).toBe(200);
    for (const [method, path, allow] of [
      ['PATCH', `${submissions}/bulk`, 'POST'],
      ['DELETE', `${submissions}/stats`, 'GET'],
      ['OPTIONS', '/v1/api-keys/current', 'GET'],
    ] as const) {
      const res = await call(method, path, { token: tenant.fullKey, body: method === 'PATCH' ? {} : undefined });
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.get('allow'), `${method} ${path}`).toBe(allow);
      expect(res.body.error.code).toBe('method_not_allowed');
    }
  });
});
