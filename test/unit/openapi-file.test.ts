import { readFileSync } from 'node:fs';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { create } from '@services/api/handlers/http.js';
import { OPENAPI_FILE, openApiDocument } from '@services/api/openapi-document.js';
import { apiDeps } from '@services/api/routes/index.js';
import { codegenRuntime, generatedOpenApiFile } from '../../scripts/client-types.js';

/**
 * `/v1/openapi.json` is generated before the build and shipped beside the core API function's bundle: the checked-in
 * file must be what the routes generate now, and the function serves it with the path of the deployment's base URL as
 * its server, byte for byte what the generator gives for it.
 */
describe('the served OpenAPI document', () => {
  it('is checked in as the routes generate it', async () => {
    const fresh = await generatedOpenApiFile();
    expect(readFileSync(OPENAPI_FILE, 'utf8') === fresh, 'run `npm run client:generate` and commit').toBe(true);
  });

  it("is served byte for byte as generated, with the path of the deployment's base URL as its server", async () => {
    const runtime = await codegenRuntime();
    runtime.config = { ...runtime.config, publicBaseUrl: 'https://acme.example/forms/' };
    const event = {
      rawPath: '/v1/openapi.json',
      rawQueryString: '',
      headers: {},
      requestContext: { http: { method: 'GET', path: '/v1/openapi.json', sourceIp: '127.0.0.1' }, requestId: 'r' },
      isBase64Encoded: false,
    } as unknown as APIGatewayProxyEventV2;
    const res = (await create(runtime)(event, {} as Context)) as APIGatewayProxyStructuredResultV2;
    expect(res.statusCode).toBe(200);
    const document = openApiDocument(apiDeps(runtime));
    document.servers = [{ url: '/forms' }];
    expect(res.body === JSON.stringify(document)).toBe(true);
    expect(JSON.parse(res.body!).servers).toEqual([{ url: '/forms' }]);
  });
});
