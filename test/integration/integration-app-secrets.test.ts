import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboundHttp } from '@shared/adapters/http/outbound.js';
import { integrationRuntime } from '@shared/adapters/integrations/runtime.js';
import { configFromEnv } from '@shared/config.js';

/**
 * In AWS the OAuth apps' client secrets are SSM SecureString parameters (`<P>_CLIENT_SECRET_PARAM`), read through the
 * AWS Parameters and Secrets Lambda Extension. A local stand-in speaks the extension's protocol: `GET
 * /systemsmanager/parameters/get?name=…&withDecryption=true` on the port in `PARAMETERS_SECRETS_EXTENSION_HTTP_PORT`,
 * the caller authenticated by `X-Aws-Parameters-Secrets-Token` = its session token, answered with GetParameter's
 * JSON output (400 for a parameter it cannot get, 401 without the token).
 */
interface ExtensionCall {
  path: string;
  name: string | null;
  withDecryption: string | null;
  token: string | undefined;
}
const SESSION_TOKEN = 'session-token-of-the-function';
const calls: ExtensionCall[] = [];
const parameters = new Map([['/formbase/google-secret', 'g-secret-value']]);
let failNext = false;
let server: Server;
const savedEnv = { ...process.env };

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const token = req.headers['x-aws-parameters-secrets-token'] as string | undefined;
    const name = url.searchParams.get('name');
    calls.push({ path: url.pathname, name, withDecryption: url.searchParams.get('withDecryption'), token });
    if (token !== SESSION_TOKEN) return res.writeHead(401).end('unauthorized');
    const value = parameters.get(name ?? '');
    if (failNext || url.pathname !== '/systemsmanager/parameters/get' || !value) {
      failNext = false;
      return res.writeHead(400).end('an unexpected error occurred');
    }
    const parameter = { Name: name, Type: 'SecureString', Value: value, Version: 1, DataType: 'text' };
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ Parameter: parameter }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  Object.assign(process.env, {
    PARAMETERS_SECRETS_EXTENSION_HTTP_PORT: String((server.address() as AddressInfo).port),
    AWS_SESSION_TOKEN: SESSION_TOKEN,
  });
});
afterAll(async () => {
  process.env = savedEnv;
  await new Promise((resolve) => server.close(resolve));
});

const runtimeWith = (env: Record<string, string>) =>
  integrationRuntime(
    configFromEnv({
      TABLE_NAME: 't',
      BUCKET_NAME: 'b',
      EVENTS_QUEUE_URL: 'q',
      DELIVERY_QUEUE_URL: 'q',
      DELIVERY_DLQ_URL: 'q',
      EMAIL_DELIVERY_QUEUE_URL: 'q',
      EMAIL_DELIVERY_DLQ_URL: 'q',
      INTEGRATION_DELIVERY_QUEUE_URL: 'q',
      INTEGRATION_DELIVERY_DLQ_URL: 'q',
      EVENTS_DLQ_URL: 'q',
      SPAM_REVIEW_QUEUE_URL: 'q',
      SPAM_REVIEW_DLQ_URL: 'q',
      EXPORTS_QUEUE_URL: 'q',
      EXPORTS_DLQ_URL: 'q',
      MAIL_FROM: 'forms@example.com',
      PUBLIC_BASE_URL: 'https://forms.example.com/',
      ...env,
    }),
    outboundHttp({ allowLoopback: true }),
  );

describe('OAuth app secrets from SSM, through the parameters extension', () => {
  it('reads a client secret parameter once per process, decrypted, with the session token', async () => {
    const runtime = runtimeWith({ GOOGLE_CLIENT_ID: 'g-id', GOOGLE_CLIENT_SECRET_PARAM: '/formbase/google-secret' });
    expect(await runtime.app('spreadsheet')).toEqual({ clientId: 'g-id', clientSecret: 'g-secret-value' });
    expect(await runtime.app('spreadsheet')).toEqual({ clientId: 'g-id', clientSecret: 'g-secret-value' });
    expect(calls).toEqual([
      {
        path: '/systemsmanager/parameters/get',
        name: '/formbase/google-secret',
        withDecryption: 'true',
        token: SESSION_TOKEN,
      },
    ]);
    expect(runtime.redirectUri('spreadsheet')).toBe('https://forms.example.com/oauth/spreadsheet/callback');
  });

  it('does not keep a failed read: the next use asks SSM again', async () => {
    parameters.set('/formbase/mailchimp-secret', 'm-secret');
    const runtime = runtimeWith({
      MAILCHIMP_CLIENT_ID: 'm-id',
      MAILCHIMP_CLIENT_SECRET_PARAM: '/formbase/mailchimp-secret',
    });
    failNext = true;
    await expect(runtime.app('newsletter')).rejects.toThrow();
    expect(await runtime.app('newsletter')).toEqual({ clientId: 'm-id', clientSecret: 'm-secret' });
  });

  it('fails without the session token, as the extension refuses the caller', async () => {
    parameters.set('/formbase/discord-secret', 'd-secret');
    const runtime = runtimeWith({ DISCORD_CLIENT_ID: 'd-id', DISCORD_CLIENT_SECRET_PARAM: '/formbase/discord-secret' });
    delete process.env.AWS_SESSION_TOKEN;
    try {
      await expect(runtime.app('chat_b')).rejects.toThrow(/answered 401/);
    } finally {
      process.env.AWS_SESSION_TOKEN = SESSION_TOKEN;
    }
    expect(await runtime.app('chat_b')).toEqual({ clientId: 'd-id', clientSecret: 'd-secret' });
  });

  it('has no app without a client id, and uses an inline secret without asking SSM', async () => {
    const before = calls.length;
    const runtime = runtimeWith({ SLACK_CLIENT_ID: 's-id', SLACK_CLIENT_SECRET: 'inline' });
    expect(await runtime.app('chat_a')).toEqual({ clientId: 's-id', clientSecret: 'inline' });
    expect(await runtime.app('chat_b')).toBeUndefined();
    expect(calls.length).toBe(before);
  });
});
