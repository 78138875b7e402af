import { createHash } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignatureV4 } from '@smithy/signature-v4';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useEndpoints } from '@local/emulators.js';
import { dynamoDocumentClient } from '@shared/adapters/aws-clients.js';
import { signingOf } from '@shared/adapters/aws-json.js';
import { sesMailer } from '@shared/adapters/ses/mailer.js';
import { MailerError, type OutgoingEmail } from '@shared/domain/email/mailer.js';
import { testEndpoints } from '@test/support/app.js';
import { uniqueAddress, waitForMail } from '@test/support/ses-store.js';

/**
 * The SESv2 adapter (a signed SendEmail request) against the SES stand-in, through a recording proxy in front of it:
 * the proxy keeps each request as it went over the wire, and injects SES's error answers (status, `x-amzn-ErrorType`
 * header, JSON body) when a test asks it to.
 */
interface Seen {
  method: string | undefined;
  path: string | undefined;
  headers: IncomingHttpHeaders;
  text: string;
  body: Record<string, unknown>;
}
const seen: Seen[] = [];
const faults: { status: number; type: string }[] = [];
let proxy: Server;
let proxyEnv: NodeJS.ProcessEnv;
const signing = () => signingOf(dynamoDocumentClient());

beforeAll(async () => {
  const endpoints = testEndpoints();
  useEndpoints(endpoints);
  proxy = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    seen.push({
      method: req.method,
      path: req.url,
      headers: req.headers,
      text,
      body: JSON.parse(text) as Record<string, unknown>,
    });
    const fault = faults.shift();
    if (fault) {
      res.writeHead(fault.status, {
        'content-type': 'application/json',
        'x-amzn-errortype': `${fault.type}:http://internal.amazon.com/coral/com.amazonaws.sesv2/`,
      });
      return res.end(JSON.stringify({ message: 'refused by the test' }));
    }
    const { host: _host, ...headers } = req.headers as Record<string, string>;
    const answer = await fetch(`${endpoints.ses}${req.url}`, { method: req.method, headers, body: text });
    res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
    res.end(await answer.text());
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyEnv = { ...process.env, AWS_ENDPOINT_URL_SESV2: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}` };
});
afterAll(() => new Promise((resolve) => proxy.close(resolve)));

const email = (to: string): OutgoingEmail => ({
  from: '"Forms" <forms@example.com>',
  to: [to],
  cc: [],
  bcc: [],
  replyTo: ['reply@example.com'],
  subject: 'Grüße',
  text: 'plain',
  html: '<p>html</p>',
  tags: { tenant_id: 'ten_01jd3k9v6g7b0x2m4n5p8q1r2s', kind: 'owner_notification', form_id: 'frm_x.y' },
});

describe('sesMailer', () => {
  it('sends Simple content with the configuration set and feedback tags, signed for SES', async () => {
    const to = uniqueAddress('mailer');
    const { messageId } = await sesMailer(signing(), 'formbase-set', proxyEnv).send(email(to));
    expect(messageId).not.toBe('');
    const request = seen.at(-1)!;
    expect(request).toMatchObject({ method: 'POST', path: '/v2/email/outbound-emails' });
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=S3RVER\/\d{8}\/us-east-1\/ses\/aws4_request, SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date, /,
    );
    // The signature holds for the request as it arrived (what fetch sent is what was signed), body included.
    expect(request.headers['x-amz-content-sha256']).toBe(createHash('sha256').update(request.text).digest('hex'));
    const signedHeaders = ['content-type', 'host', 'x-amz-content-sha256', 'x-amz-date'];
    const date = String(request.headers['x-amz-date']);
    const resigned = await new SignatureV4({
      service: 'ses',
      region: 'us-east-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      sha256: signing().sha256,
    }).sign(
      {
        method: 'POST',
        protocol: 'http:',
        hostname: '127.0.0.1',
        path: request.path!,
        query: {},
        headers: Object.fromEntries(signedHeaders.map((name) => [name, String(request.headers[name])])),
        body: request.text,
      },
      {
        signingDate: new Date(
          `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 11)}:${date.slice(11, 13)}:${date.slice(13)}`,
        ),
      },
    );
    expect(resigned.headers.authorization).toBe(request.headers.authorization);
    expect(request.body).toMatchObject({
      FromEmailAddress: '"Forms" <forms@example.com>',
      Destination: { ToAddresses: [to], CcAddresses: [], BccAddresses: [] },
      ReplyToAddresses: ['reply@example.com'],
      ConfigurationSetName: 'formbase-set',
      Content: { Simple: { Subject: { Data: 'Grüße', Charset: 'UTF-8' } } },
      EmailTags: [
        { Name: 'tenant_id', Value: 'ten_01jd3k9v6g7b0x2m4n5p8q1r2s' },
        { Name: 'kind', Value: 'owner_notification' },
        // SES allows only letters, digits, _ and - in tag values.
        { Name: 'form_id', Value: 'frm_x_y' },
      ],
    });
    const [stored] = await waitForMail(to);
    expect(stored).toMatchObject({
      subject: 'Grüße',
      body: { text: 'plain', html: '<p>html</p>' },
      replyTo: ['reply@example.com'],
    });
  });

  it('sends without a configuration set when none is configured', async () => {
    await sesMailer(signing(), undefined, proxyEnv).send(email(uniqueAddress('no-set')));
    expect(seen.at(-1)!.body).not.toHaveProperty('ConfigurationSetName');
  });

  it('retries a throttled or failing SES (3 attempts) and sends the message once', async () => {
    const to = uniqueAddress('retried');
    faults.push(
      { status: 429, type: 'TooManyRequestsException' },
      { status: 500, type: 'InternalServiceErrorException' },
    );
    const before = seen.length;
    await sesMailer(signing(), undefined, proxyEnv).send(email(to));
    expect(seen.length - before).toBe(3);
    expect(await waitForMail(to)).toHaveLength(1);
  });

  it.each([
    [429, 'TooManyRequestsException', true],
    [400, 'SendingPausedException', true],
    [500, 'InternalServiceErrorException', true],
    [400, 'MessageRejected', false],
    [400, 'BadRequestException', false],
    [404, 'NotFoundException', false],
  ])('maps HTTP %s %s to a MailerError with retryable=%s', async (status, type, retryable) => {
    faults.push(...Array.from({ length: 3 }, () => ({ status, type })));
    const error = await sesMailer(signing(), undefined, proxyEnv)
      .send(email(uniqueAddress('fault')))
      .catch((e: unknown) => e);
    faults.length = 0;
    expect(error).toBeInstanceOf(MailerError);
    expect(error).toMatchObject({ retryable, message: `SES SendEmail failed: ${type}` });
  });
});
