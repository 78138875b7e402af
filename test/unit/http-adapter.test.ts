import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLambdaHttpServer } from '@local/http-adapter.js';
import { requestFromEvent } from '@shared/http/request.js';

let seen: APIGatewayProxyEventV2 | undefined;
let base: string;
const server = createLambdaHttpServer((_method, path) =>
  path.startsWith('/none')
    ? undefined
    : async (event) => {
        seen = event;
        return {
          statusCode: 201,
          headers: { 'x-echo': 'yes' },
          cookies: ['a=1; Path=/', 'b=2'],
          body: Buffer.from([0, 255, 1]).toString('base64'),
          isBase64Encoded: true,
        };
      },
);

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Sends raw headers (repeated names included), which fetch would merge or refuse. */
function raw(method: string, path: string, headers: [string, string][], body?: Buffer) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const all: [string, string][] = [['Host', new URL(base).host], ...headers];
      const req = request(base + path, { method, headers: all.flat() as unknown as Record<string, string> }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end(body);
    },
  );
}

describe('local HTTP → API Gateway v2 event adapter', () => {
  it('keeps repeated query keys in rawQueryString, joins them in queryStringParameters, and parses them as arrays', async () => {
    await raw('GET', '/v1/x?tag=a&tag=b%20c&empty=&q=%E2%9C%93', []);
    expect(seen!.rawPath).toBe('/v1/x');
    expect(seen!.rawQueryString).toBe('tag=a&tag=b%20c&empty=&q=%E2%9C%93');
    expect(seen!.queryStringParameters).toEqual({ tag: 'a,b c', empty: '', q: '✓' });
    expect(requestFromEvent(seen!).query.tag).toEqual(['a', 'b c']);
    expect(requestFromEvent(seen!).query.q).toEqual(['✓']);
  });

  it('lowercases header names, comma-joins repeated headers and moves cookies out of the headers', async () => {
    await raw('GET', '/v1/x', [
      ['X-Custom', 'one'],
      ['X-Custom', 'two'],
      ['Cookie', 'session=abc; theme=dark'],
      ['Cookie', 'extra=1'],
    ]);
    expect(seen!.headers['x-custom']).toBe('one,two');
    expect(seen!.headers.cookie).toBeUndefined();
    expect(seen!.cookies).toEqual(['session=abc', 'theme=dark', 'extra=1']);
    expect(seen!.requestContext.http.method).toBe('GET');
    expect(seen!.requestContext.http.sourceIp).toBe('127.0.0.1');
  });

  it('passes text bodies as strings and binary bodies base64-encoded, and both decode to the same bytes', async () => {
    await raw('POST', '/f/x', [['Content-Type', 'application/json']], Buffer.from('{"name":"Zoë"}'));
    expect(seen!.isBase64Encoded).toBe(false);
    expect(seen!.body).toBe('{"name":"Zoë"}');
    const bytes = Buffer.from([0x2d, 0x2d, 0xff, 0x00, 0xfe]);
    await raw('POST', '/f/x', [['Content-Type', 'multipart/form-data; boundary=x']], bytes);
    expect(seen!.isBase64Encoded).toBe(true);
    expect(requestFromEvent(seen!).body).toEqual(bytes);
  });

  it('writes status, headers, multiple cookies and a base64 body back', async () => {
    const res = await raw('GET', '/v1/x', []);
    expect(res.status).toBe(201);
    expect(res.headers['x-echo']).toBe('yes');
    expect(res.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2']);
    expect([...res.body]).toEqual([0, 255, 1]);
  });

  it('answers unrouted paths with the error envelope', async () => {
    const res = await raw('GET', '/none', []);
    expect(res.status).toBe(404);
    expect(JSON.parse(res.body.toString())).toMatchObject({ error: { code: 'not_found' } });
  });
});
