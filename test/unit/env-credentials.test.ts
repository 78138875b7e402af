import { afterEach, expect, it } from 'vitest';
import { defaultProvider } from '@shared/adapters/env-credentials.js';

/** The bundled functions' credential chain (lib/bundling.ts aliases the SDK default chain to it). */
const NAMES = ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'AWS_SESSION_TOKEN'] as const;
const saved = Object.fromEntries(NAMES.map((name) => [name, process.env[name]]));
afterEach(() => {
  for (const name of NAMES) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

it('reads the role credentials Lambda puts in the environment, session token included', async () => {
  Object.assign(process.env, {
    AWS_ACCESS_KEY_ID: 'ASIAEXAMPLE',
    AWS_SECRET_ACCESS_KEY: 'secret',
    AWS_SESSION_TOKEN: 'token',
  });
  await expect(defaultProvider()()).resolves.toMatchObject({
    accessKeyId: 'ASIAEXAMPLE',
    secretAccessKey: 'secret',
    sessionToken: 'token',
  });
});

it('fails clearly when the environment has none', async () => {
  for (const name of NAMES) delete process.env[name];
  await expect(defaultProvider()()).rejects.toThrow(/environment variable credentials/);
});
