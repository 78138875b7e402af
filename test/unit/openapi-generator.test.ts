import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defaultOperationId, generateOpenApi, type DocumentedRoute } from '@shared/http/openapi.js';

const Widget = z.object({ id: z.string(), size: z.enum(['s', 'm']).default('s') }).meta({ id: 'TestWidget' });
const info = {
  title: 'Test',
  version: '1.0.0',
  description: 'Test API',
  contact: { name: 'Test' },
  license: { name: 'MIT', identifier: 'MIT' },
  tags: { Widgets: 'Widgets.', Public: 'Public.' },
};

const routes: DocumentedRoute[] = [
  {
    method: 'GET',
    path: '/v1/widgets',
    access: 'credential',
    query: z.object({ color: z.string().meta({ description: 'Filter' }), limit: z.number().int().optional() }),
    docs: {
      summary: 'List',
      description: 'List widgets.',
      tags: ['Widgets'],
      success: { status: 200, schema: z.array(Widget) },
    },
  },
  {
    method: 'PUT',
    path: '/v1/widgets/{wid}/parts/{part}',
    access: 'session',
    params: z.object({ wid: z.string().regex(/^w_/) }),
    body: Widget,
    docs: {
      summary: 'Replace',
      description: 'Replace a widget part.',
      tags: ['Widgets'],
      success: { status: 200, schema: Widget },
      errors: [404, 409],
    },
  },
  {
    method: 'POST',
    path: '/p/{slug}',
    access: 'public',
    body: z.record(z.string(), z.unknown()),
    docs: {
      summary: 'Public form post',
      description: 'Post a form.',
      tags: ['Public'],
      bodyContentTypes: ['application/json', 'application/x-www-form-urlencoded'],
      success: { status: 303, description: 'Redirect' },
      errors: [415],
    },
  },
];

describe('generateOpenApi', () => {
  const doc = generateOpenApi(routes, info);
  const put = doc.paths['/v1/widgets/{wid}/parts/{part}']!.put!;

  it('produces a valid OpenAPI 3.1 document for any route list', async () => {
    expect((await new Validator().validate(doc)).valid).toBe(true);
    expect(Object.keys(doc.paths)).toEqual(['/v1/widgets', '/v1/widgets/{wid}/parts/{part}', '/p/{slug}']);
  });

  it('keeps the output and input variants of a named schema apart', () => {
    const schemas = (doc.components as { schemas: Record<string, { required?: string[] }> }).schemas;
    expect(schemas.TestWidget!.required).toEqual(['id', 'size']);
    expect(schemas.TestWidgetInput!.required).toEqual(['id']);
    expect(put.requestBody).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/TestWidgetInput' } } },
    });
  });

  it('documents path and query parameters, defaulting undocumented path parameters to strings', () => {
    expect(put.parameters).toEqual([
      { name: 'wid', in: 'path', required: true, schema: { type: 'string', pattern: '^w_' } },
      { name: 'part', in: 'path', required: true, schema: { type: 'string' } },
    ]);
    expect(doc.paths['/v1/widgets']!.get!.parameters).toEqual([
      { name: 'color', in: 'query', required: true, description: 'Filter', schema: { type: 'string' } },
      {
        name: 'limit',
        in: 'query',
        required: false,
        schema: { type: 'integer', minimum: expect.any(Number), maximum: expect.any(Number) },
      },
    ]);
  });

  it('adds default error responses by access kind and marks public routes unauthenticated', () => {
    expect(Object.keys(put.responses as object)).toEqual([
      ...['200', '400', '401', '403', '404', '405', '409', '415', '429', '500', '503'],
    ]);
    expect(put.description).toContain('dashboard session');
    const post = doc.paths['/p/{slug}']!.post!;
    expect(post.security).toEqual([]);
    expect(Object.keys(post.responses as object)).toEqual(['303', '400', '405', '415', '500']);
    expect(Object.keys((post.requestBody as { content: object }).content)).toEqual([
      'application/json',
      'application/x-www-form-urlencoded',
    ]);
  });

  it('documents an HTML error page in place of the error envelope, and refuses a tag without a description', () => {
    const page: DocumentedRoute = {
      ...routes[2]!,
      method: 'GET',
      path: '/p/{slug}/page',
      docs: {
        ...routes[2]!.docs,
        alternatives: [{ status: 400, contentType: 'text/html', schema: z.string(), description: 'Error page.' }],
      },
    };
    const get = generateOpenApi([page], info).paths['/p/{slug}/page']!.get!;
    expect((get.responses as Record<string, unknown>)['400']).toEqual({
      description: 'Error page.',
      content: { 'text/html': { schema: { type: 'string' } } },
    });
    const untagged = { ...page, docs: { ...page.docs, tags: ['Unknown'] } };
    expect(() => generateOpenApi([untagged], info)).toThrow(/Unknown/);
  });

  it('refuses two different schemas under one name and duplicate operation ids', () => {
    const Other = z.object({ other: z.boolean() }).meta({ id: 'TestWidget' });
    const clash: DocumentedRoute = {
      ...routes[0]!,
      path: '/v1/other',
      docs: { summary: 'x', description: 'x', tags: [], success: { status: 200, schema: Other } },
    };
    expect(() => generateOpenApi([...routes, clash], info)).toThrow(/TestWidget/);
    const twin: DocumentedRoute = {
      ...routes[0]!,
      path: '/v1/others',
      docs: { summary: 'x', description: 'x', tags: [], operationId: 'getWidgets', success: { status: 204 } },
    };
    expect(() => generateOpenApi([...routes, twin], info)).toThrow(/getWidgets/);
  });

  it('derives readable operation ids', () => {
    expect(defaultOperationId('PATCH', '/v1/forms/{id}')).toBe('patchFormsById');
    expect(defaultOperationId('POST', '/v1/forms/{id}/keys/{kid}/revoke')).toBe('postFormsByIdKeysByKidRevoke');
    expect(defaultOperationId('GET', '/v1/api-keys/current')).toBe('getApiKeysCurrent');
  });
});
