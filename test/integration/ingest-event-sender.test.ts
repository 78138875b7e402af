import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { LocalApp } from '@local/app.js';
import { eventOutbox } from '@shared/adapters/dynamo/outbox.js';
import { sqsSendMessagePublisher, SqsSendError } from '@shared/adapters/sqs/send-message.js';
import { submissionEvent } from '@shared/domain/events.js';
import { newId } from '@shared/domain/ids.js';
import { createTestTenant, startTestApp } from '@test/support/app.js';
import { createForm, NO_RATE_LIMIT, postJson, receiveEvents } from './ingest-support.js';

/**
 * Ingest's own SendMessage (no SQS client in its bundle) against the SQS stand-in: it queues events, sends what the
 * SDK sends, retries once, and a queue that refuses ends in the outbox like any failed send.
 */
let app: LocalApp;
beforeAll(async () => {
  app = await startTestApp({ pollers: false, sweepIntervalMs: 0 });
});
afterAll(() => app.stop());

const anEvent = () =>
  submissionEvent(
    'submission.created',
    { id: newId('submission'), tenantId: newId('tenant'), formId: newId('form') },
    newId('event'),
    new Date(),
  );

/** A fetch that records what it sends and answers from `answers` first (then the real network). */
function recordingFetch(answers: Response[] = []) {
  const sent: { url: string; headers: Record<string, string>; body: string }[] = [];
  const fake = (async (url: string, init: RequestInit) => {
    sent.push({ url, headers: init.headers as Record<string, string>, body: init.body as string });
    return answers.shift() ?? fetch(url, init);
  }) as typeof fetch;
  return { sent, fetch: fake };
}

describe('SendMessage without the SQS client', () => {
  it('queues each event on the events queue', async () => {
    const events = [anEvent(), anEvent()];
    await sqsSendMessagePublisher(app.config.eventsQueueUrl).publish(events);
    const ids = new Set(events.map((e) => e.id));
    const received = await receiveEvents(app, (e) => ids.has(e.id), 2);
    expect(received.sort((a, b) => a.id.localeCompare(b.id))).toEqual(events.sort((a, b) => a.id.localeCompare(b.id)));
  });

  it('sends the request the SDK sends: same host, path, target, content type, body and signing scope', async () => {
    const event = anEvent();
    const ours = recordingFetch();
    await sqsSendMessagePublisher(app.config.eventsQueueUrl, { fetch: ours.fetch }).publish([event]);

    let sdk:
      { hostname: string; port?: number; path: string; headers: Record<string, string>; body: string } | undefined;
    const client = new SQSClient({});
    client.middlewareStack.add(
      () => async (args) => {
        sdk = args.request as typeof sdk;
        throw new Error('captured');
      },
      { step: 'finalizeRequest', priority: 'low' },
    );
    await expect(
      client.send(new SendMessageCommand({ QueueUrl: app.config.eventsQueueUrl, MessageBody: JSON.stringify(event) })),
    ).rejects.toThrow('captured');

    const [sent] = ours.sent;
    const url = new URL(sent!.url);
    expect([url.hostname, url.port ? Number(url.port) : undefined, url.pathname]).toEqual([
      sdk!.hostname,
      sdk!.port,
      sdk!.path,
    ]);
    expect(sent!.headers['x-amz-target']).toBe(sdk!.headers['x-amz-target']);
    expect(sent!.headers['content-type']).toBe(sdk!.headers['content-type']);
    const sdkBody = typeof sdk!.body === 'string' ? sdk!.body : new TextDecoder().decode(sdk!.body);
    expect(JSON.parse(sent!.body)).toEqual(JSON.parse(sdkBody));
    const scope = (authorization: string) =>
      /Credential=[^/]+\/\d{8}\/([^/]+\/[^/]+)\/aws4_request/.exec(authorization)?.[1];
    expect(scope(sent!.headers.authorization!)).toBe(scope(sdk!.headers.authorization!));
    const signedHeaders = (authorization: string) => /SignedHeaders=([^,]+)/.exec(authorization)![1]!.split(';');
    // The SDK signs a few more of its own headers (invocation id, user agent, content-length).
    expect(signedHeaders(sdk!.headers.authorization!)).toEqual(
      expect.arrayContaining(signedHeaders(sent!.headers.authorization!)),
    );
    expect(signedHeaders(sent!.headers.authorization!)).toEqual([
      'content-type',
      'host',
      'x-amz-content-sha256',
      'x-amz-date',
      'x-amz-target',
    ]);
  });

  it('retries a failed send once, then gives up with the status and error type', async () => {
    const busy = () =>
      new Response(JSON.stringify({ __type: 'com.amazonaws.sqs#ServiceUnavailable', message: 'busy' }), {
        status: 503,
      });
    const once = recordingFetch([busy()]);
    const event = anEvent();
    await sqsSendMessagePublisher(app.config.eventsQueueUrl, { fetch: once.fetch }).publish([event]);
    expect(once.sent).toHaveLength(2);
    expect(await receiveEvents(app, (e) => e.id === event.id, 1)).toHaveLength(1);

    const twice = recordingFetch([busy(), busy()]);
    const failure = await sqsSendMessagePublisher(app.config.eventsQueueUrl, { fetch: twice.fetch })
      .publish([anEvent()])
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(SqsSendError);
    expect(failure).toMatchObject({ name: 'ServiceUnavailable', $metadata: { httpStatusCode: 503 } });
    expect(twice.sent).toHaveLength(2);
  });

  it('does not retry a refusal, and ingest then parks the event in the outbox', async () => {
    const missing = `${app.config.eventsQueueUrl}-missing`;
    const refused = recordingFetch();
    const failure = await sqsSendMessagePublisher(missing, { fetch: refused.fetch })
      .publish([anEvent()])
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(SqsSendError);
    expect((failure as SqsSendError).$metadata.httpStatusCode).toBe(400);
    expect(refused.sent).toHaveLength(1);

    const broken = await startTestApp({ pollers: false, sweepIntervalMs: 0, config: { eventsQueueUrl: missing } });
    try {
      const tenant = await createTestTenant(broken);
      const form = await createForm(broken, tenant, NO_RATE_LIMIT);
      const res = await postJson(broken, form.public_slug, { name: 'Ada' });
      expect(res.status).toBe(201);
      const parked = await eventOutbox(broken.deps.stores.table).waiting(10);
      expect(parked.map((e) => e.submission_id)).toEqual([res.body.id]);
    } finally {
      await broken.stop();
    }
  });
});
