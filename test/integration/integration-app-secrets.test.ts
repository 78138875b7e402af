import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboundHttp } from '@shared/adapters/http/outbound.js';
import { integrationRuntime } from '@shared/adapters/integrations/runtime.js';
import { configFromEnv } from '@shared/config.js';

/**
 * In AWS the OAuth apps' client secrets are SSM SecureString parameters (`<P>_CLIENT_SECRET_PARAM`), read through the
 * SDK's SSM client. A local endpoint speaks SSM's JSON protocol (`X-Amz-Target: AmazonSSM.GetParameter`).
 */
interface SsmCall {
  target: string | undefined;
  authorization: string | undefined;
  body: { Name?: string; WithDecryption?: boolean };
}
const calls: SsmCall[] = [];
const parameters = new Map([['/formbase/google-secret', 'g-secret-value']]);
let failNext = false;
let server: Server;
const savedEnv = { ...process.env };

const readBody = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as SsmCall['body'];
};

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = await readBody(req);
    calls.push({ target: req.headers['x-amz-target'] as string, authorization: req.headers.authorization, body });
    const answer = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/x-amz-json-1.1' }).end(JSON.stringify(json));
    };
    if (failNext) {
      failNext = false;
      return answer(400, { __type: 'ParameterNotFound', message: 'not found' });
    }
    const value = parameters.get(body.Name ?? '');
    if (!value) return answer(400, { __type: 'ParameterNotFound', message: 'not found' });
    answer(200, { Parameter: { Name: body.Name, Type: 'SecureString', Value: value, Version: 1 } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  Object.assign(process.env, {
    AWS_ENDPOINT_URL_SSM: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    AWS_REGION: 'eu-west-1',
    AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE',
    AWS_SECRET_ACCESS_KEY: 'secret',
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
      MAIL_FROM: 'forms@example.com',
      PUBLIC_BASE_URL: 'https://forms.example.com/',
      ...env,
    }),
    outboundHttp({ allowLoopback: true }),
  );

describe('OAuth app secrets from SSM', () => {
  it('reads a client secret parameter once per process, decrypted and signed', async () => {
    const runtime = runtimeWith({ GOOGLE_CLIENT_ID: 'g-id', GOOGLE_CLIENT_SECRET_PARAM: '/formbase/google-secret' });
    expect(await runtime.app('spreadsheet')).toEqual({ clientId: 'g-id', clientSecret: 'g-secret-value' });
    expect(await runtime.app('spreadsheet')).toEqual({ clientId: 'g-id', clientSecret: 'g-secret-value' });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      target: 'AmazonSSM.GetParameter',
      body: { Name: '/formbase/google-secret', WithDecryption: true },
    });
    expect(calls[0]!.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/eu-west-1\/ssm\//);
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

  it('has no app without a client id, and uses an inline secret without asking SSM', async () => {
    const before = calls.length;
    const runtime = runtimeWith({ SLACK_CLIENT_ID: 's-id', SLACK_CLIENT_SECRET: 'inline' });
    expect(await runtime.app('chat_a')).toEqual({ clientId: 's-id', clientSecret: 'inline' });
    expect(await runtime.app('chat_b')).toBeUndefined();
    expect(calls.length).toBe(before);
  });
});
