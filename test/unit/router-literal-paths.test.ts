import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiDeps, apiRoutes } from '@services/api/routes/index.js';
import { createApiHandler } from '@services/api/app.js';
import type { ApiDeps } from '@services/api/deps.js';
import { createRouter, type Route } from '@shared/http/router.js';
import { codegenRuntime } from '../../scripts/client-types.js';

/**
 * A literal segment wins over a `{param}` in the same place (`…/submissions/bulk` is not submission id `bulk`), and a
 * method the literal path does not serve is 405 with that path's own `Allow`: over every literal path of the API that
 * a template would also match.
 */
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'];
const ID = 'frm_01jd3k9v6g7b0x2m4n5p8q1r2s';
const concrete = (path: string) => path.replace(/\{\w+\}/g, ID);
const templatePattern = (path: string) => new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+').replace(/\./g, '\\.')}$`);

let deps: ApiDeps;
let routes: Route[];
beforeAll(async () => {
  deps = apiDeps(await codegenRuntime());
  routes = apiRoutes(deps);
});

/** Each path some other path's template also matches, with the methods it serves. */
function literalPaths() {
  const paths = [...new Set(routes.map((r) => r.path))];
  return paths
    .filter((path) => paths.some((other) => other !== path && templatePattern(other).test(concrete(path))))
    .map((path) => ({ path, methods: routes.filter((r) => r.path === path).map((r) => r.method) }));
}

describe('literal path segments', () => {
  it('include the submission stats and bulk paths and the current API key', () => {
    expect(literalPaths().map((l) => l.path)).toEqual(
      expect.arrayContaining([
        '/v1/api-keys/current',
        '/v1/forms/{id}/submissions/stats',
        '/v1/forms/{id}/submissions/bulk',
      ]),
    );
  });

  it('win over the template for every method they serve, and answer 405 with their own Allow otherwise', () => {
    const router = createRouter(routes);
    for (const { path, methods } of literalPaths()) {
      for (const method of METHODS) {
        const label = `${method} ${path}`;
        if (methods.includes(method as Route['method'])) {
          expect(router.match(method, concrete(path)).route.path, label).toBe(path);
        } else {
          expect(() => router.match(method, concrete(path)), label).toThrow(
            expect.objectContaining({ code: 'method_not_allowed', allowed: methods }),
          );
        }
      }
    }
  });

  it('answer 405 over HTTP with the Allow of the literal path, before any credential is read', async () => {
    const handler = createApiHandler(deps, routes);
    const call = async (method: string, path: string) => {
      const event = {
        rawPath: path,
        rawQueryString: '',
        headers: {},
        requestContext: { http: { method, path, sourceIp: '127.0.0.1' }, requestId: 'r' },
        isBase64Encoded: false,
      } as unknown as APIGatewayProxyEventV2;
      return (await handler(event, {} as Context)) as APIGatewayProxyStructuredResultV2;
    };
    for (const [method, path, allow] of [
      ['PATCH', `/v1/forms/${ID}/submissions/bulk`, 'POST'],
      ['DELETE', `/v1/forms/${ID}/submissions/stats`, 'GET'],
      ['OPTIONS', '/v1/api-keys/current', 'GET'],
    ] as const) {
      const res = await call(method, path);
      expect(res.statusCode, `${method} ${path}`).toBe(405);
      expect(res.headers?.allow).toBe(allow);
      expect(JSON.parse(res.body!)).toMatchObject({ error: { code: 'method_not_allowed' } });
    }
  });
});

describe('route declarations', () => {
  it('name exactly the parameters of their path, in order', () => {
    const route = (path: string, params?: Route['params']): Route => ({
      method: 'GET',
      path,
      access: 'credential',
      params,
      docs: { summary: 's', description: 's', tags: [], success: { status: 200 } },
      handle: async () => ({ statusCode: 200, headers: {} }),
    });
    expect(() => createRouter([route('/v1/things/{id}')])).toThrow(/declares params \[\], its path has \[id\]/);
  });
});
