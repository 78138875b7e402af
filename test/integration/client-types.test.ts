import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { startTestApp } from '@test/support/app.js';
import { CLIENT_TYPES_FILE, renderClientTypes } from '../../scripts/client-types.js';

let app: LocalApp;
beforeAll(async () => {
  app = await startTestApp({ pollers: false });
}, 120_000);
afterAll(() => app?.stop());

it('the checked-in client types are what the served /v1/openapi.json generates (else: npm run client:generate)', async () => {
  const served = await (await fetch(`${app.baseUrl}/v1/openapi.json`)).json();
  const expected = await renderClientTypes(served);
  expect(readFileSync(CLIENT_TYPES_FILE, 'utf8') === expected, 'run `npm run client:generate` and commit').toBe(true);
});
