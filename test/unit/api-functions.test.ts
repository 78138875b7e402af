import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeTable } from '@local/routes.js';
import type { ApiDeps } from '@services/api/deps.js';
import { apiDeps, apiRoutes } from '@services/api/routes/index.js';
import type { Route } from '@shared/http/router.js';
import { FUNCTION_NAMES, FUNCTIONS, type FunctionName } from '@shared/infra/functions.js';
import { PROJECT_ROOT } from '@lib/bundling.js';
import { API_ROUTE_KEYS_FILE, codegenRuntime, generatedApiRouteKeysFile } from '../../scripts/client-types.js';

/**
 * The management API is several functions of the manifest (bundle budgets): together they serve exactly
 * the documented routes, each route once, and the manifest's route keys send every method of each route's path to
 * the function serving it (so it answers 405 with Allow), chosen the way API Gateway chooses (`local/routes.ts`).
 */
const API_FUNCTIONS = FUNCTION_NAMES.filter((name) =>
  FUNCTIONS[name].entry.startsWith('services/api/handlers/'),
).filter((name) => FUNCTIONS[name].triggers.some((t) => t.type === 'http'));
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const key = (route: Route) => `${route.method} ${route.path}`;
const concrete = (path: string) => path.replace(/\{\w+\}/g, 'frm_01jd3k9v6g7b0x2m4n5p8q1r2s');

const table = routeTable(
  FUNCTION_NAMES.flatMap((name) =>
    FUNCTIONS[name].triggers.flatMap((t) => (t.type === 'http' ? t.routes.map((r) => [r, name] as const) : [])),
  ),
);

let deps: ApiDeps;
const served = new Map<FunctionName, Route[]>();
beforeAll(async () => {
  deps = apiDeps(await codegenRuntime());
  for (const name of API_FUNCTIONS) {
    const module = (await import(join(PROJECT_ROOT, FUNCTIONS[name].entry))) as {
      routes(deps: ApiDeps): Route[];
    };
    served.set(name, module.routes(deps));
  }
});

describe('the API functions', () => {
  it('are the core API and the functions that carry the bucket, the delivery queue, SES, SSM and KMS, the accounts layer, or passkeys', () => {
    expect(API_FUNCTIONS).toEqual([
      'api',
      'apiSubmissions',
      'apiWebhooks',
      'apiMail',
      'apiIntegrations',
      'apiAccounts',
      'apiPasskeys',
    ]);
  });

  it('serve every documented route, each in exactly one function', () => {
    const all = [...served.values()].flat().map(key);
    expect(new Set(all).size).toBe(all.length);
    expect(all.sort()).toEqual(apiRoutes(deps).map(key).sort());
  });

  it("get every method of each route's path, so the serving function answers it or says 405 with Allow", () => {
    for (const [name, routes] of served) {
      for (const route of routes) {
        const path = concrete(route.path);
        // A public browser callback is declared for its method alone (API Gateway answers others with its own 404).
        const methods = route.path.startsWith('/v1/') ? METHODS : [route.method];
        for (const method of methods) expect(table.match(method, path), `${method} ${path}`).toBe(name);
      }
    }
  });

  it('leave every /v1 path nobody serves to the core API, which answers the 404 envelope', () => {
    for (const path of ['/v1/does-not-exist', '/v1/forms/frm_1/unknown', '/v1/webhooks', '/v1/integrations']) {
      expect(table.match('GET', path), path).toBe('api');
    }
    for (const method of METHODS) expect(table.match(method, '/v1/forms/frm_1/data-requests/export')).toBe('export');
  });

  it('take their route keys from the routes they serve (the generated file is current)', async () => {
    const fresh = await generatedApiRouteKeysFile();
    expect(readFileSync(API_ROUTE_KEYS_FILE, 'utf8') === fresh, 'run `npm run client:generate` and commit').toBe(true);
  });

  it('name each path parameter alike in every route key (API Gateway refuses two names at one place)', () => {
    const names = new Map<string, string>();
    for (const name of FUNCTION_NAMES) {
      for (const trigger of FUNCTIONS[name].triggers) {
        if (trigger.type !== 'http') continue;
        for (const key of trigger.routes) {
          const segments = key.split(' ')[1]!.split('/');
          segments.forEach((segment, i) => {
            if (!segment.startsWith('{')) return;
            const place = segments.slice(0, i).join('/');
            expect(names.get(place) ?? segment, `${key} at ${place}`).toBe(segment);
            names.set(place, segment);
          });
        }
      }
    }
  });
});
