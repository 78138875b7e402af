import type { Server } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { createLambdaHttpServer, type HttpHandler } from '@local/http-adapter.js';
import { create as createAccounts } from '@services/api/handlers/accounts.js';
import { startTestApp } from '@test/support/app.js';
import { capturingLogger } from '@test/support/capturing-logger.js';
import { cookieToken, tokenFromMail } from '@test/support/accounts.js';
import { uniqueAddress } from '@test/support/ses-store.js';

/**
 * What the accounts function logs: one line per request, never a token, an e-mail address or a client IP, on
 * successes and refusals alike. Its handler runs here with a capturing logger behind its own local HTTP server.
 */
const { lines, logger } = capturingLogger();
let app: LocalApp;
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  app = await startTestApp({ config: { signUp: { mode: 'open' } } });
  const handler = createAccounts({ ...app.runtime, logger }) as unknown as HttpHandler;
  server = createLambdaHttpServer(() => handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await app.stop();
});

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(baseUrl + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.baseUrl, ...headers },
    body: JSON.stringify(body),
  });

it('logs no token, address or IP, whether the request succeeds or is refused', async () => {
  const email = uniqueAddress('quiet');
  expect((await post('/v1/auth/email-links', { email })).status).toBe(202);
  const token = await tokenFromMail(email);
  const signedIn = await post('/v1/auth/email-links/verify', { token });
  expect(signedIn.status).toBe(200);
  const session = cookieToken(signedIn.headers)!;
  expect((await post('/v1/auth/email-links/verify', { token })).status).toBe(400);
  expect((await post('/v1/auth/invitations/accept', { token: token.replace('link', 'inv') })).status).toBe(400);
  expect((await post('/v1/auth/email-links', { email: 'broken address' })).status).toBe(400);
  const me = await fetch(`${baseUrl}/v1/me`, { headers: { cookie: `fb_session=${session}` } });
  expect(me.status).toBe(200);
  expect((await post('/v1/auth/sign-out', {}, { cookie: `fb_session=${session}` })).status).toBe(204);
  expect((await fetch(`${baseUrl}/v1/me`, { headers: { authorization: `Bearer ${session}` } })).status).toBe(401);

  expect(lines.filter((l) => l.message === 'request')).toHaveLength(8);
  const logged = JSON.stringify(lines);
  for (const secret of [email, email.split('@')[0]!, token, token.slice(8), session, session.slice(8), '127.0.0.1'])
    expect(logged).not.toContain(secret);
  expect(logged).not.toMatch(/fk_(link|inv|sess)_/);
});
