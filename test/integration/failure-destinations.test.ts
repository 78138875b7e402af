import { DynamoDBStreamsClient } from '@aws-sdk/client-dynamodb-streams';
import { ReceiveMessageCommand } from '@aws-sdk/client-sqs';
import type { Context } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import type { AnyHandler } from '@local/functions.js';
import { readBatch, replaySesFeedbackFailures, replayStreamFailures } from '../../scripts/replay-stream-failures.js';
import { sqsSender } from '@shared/adapters/aws-clients.js';
import { sqsClient } from '@local/sqs-client.js';
import { sqsEventPublisher } from '@shared/adapters/sqs/events.js';
import { SuppressionListSchema } from '@shared/domain/schemas/email.js';
import type { AsyncFailureRecord, StreamFailureRecord } from '@shared/infra/failure-records.js';
import { client, createTestTenant, startTestApp } from '@test/support/app.js';
import { uniqueAddress } from '@test/support/ses-store.js';
import { createForm, NO_RATE_LIMIT, postJson, receiveEvents } from './ingest-support.js';

/**
 * What a consumer gives up on is kept, not lost, on the local stand-ins that follow the deployed settings
 * (shared/infra/functions.ts): the SES feedback function invoked asynchronously (three tries, then its DLQ) and the
 * table-stream poller (retries, then the batch's range on the on-failure queue, and the shard moves on). The faults
 * are injected at a port or around the handler; the pollers, the stream and the queues are real. Then the replay
 * command takes both back.
 */
let app: LocalApp;
let call: ReturnType<typeof client>;
/** Events of this form's submissions are refused while set (as SQS refuses one entry of a SendMessageBatch). */
let refusedForm: string | undefined;
let sesFails = true;
let sesTries = 0;
let sesHandler: AnyHandler;
let streamHandler: AnyHandler;

beforeAll(async () => {
  app = await startTestApp({
    pollers: false,
    sweepIntervalMs: 0,
    streamRetryAttempts: 2,
    stream: {
      events: {
        async publish(batch) {
          const accepted = batch.filter((e) => e.form_id !== refusedForm);
          if (accepted.length > 0) await sqsEventPublisher(sqsSender(), app.config.eventsQueueUrl).publish(accepted);
          if (accepted.length < batch.length) throw new Error('injected: the events queue refused an entry');
        },
      },
    },
    wrapHandlers: {
      sesEvents: (handler) =>
        (sesHandler = async (event, context) => {
          sesTries++;
          if (sesFails) throw new Error('injected: the suppression store is unavailable');
          return handler(event, context);
        }),
      submissionStream: (handler) => (streamHandler = handler),
    },
  });
  call = client(app.baseUrl);
});
afterAll(() => app.stop());

/** The messages waiting on an on-failure queue, left visible for the next reader. */
const peek = async (queueUrl: string) => {
  const { Messages = [] } = await sqsClient().send(
    new ReceiveMessageCommand({
      QueueUrl: queueUrl,
      MaxNumberOfMessages: 10,
      WaitTimeSeconds: 1,
      VisibilityTimeout: 0,
    }),
  );
  // With no visibility timeout the SQS stand-in may hand the same message out more than once in one receive.
  const unique = new Map(Messages.map((m) => [m.MessageId!, JSON.parse(m.Body!) as unknown]));
  return [...unique.values()];
};
const context = { awsRequestId: 'replay' } as Context;

describe('an SES event whose consumer fails', () => {
  it('is tried three times, then kept in the DLQ, and the replay suppresses the address', async () => {
    const tenant = await createTestTenant(app);
    const email = uniqueAddress('bounced');
    const res = await call('POST', '/_local/ses-events', {
      body: { type: 'bounce', email, tenant_id: tenant.tenantId },
    });
    expect(res.status).toBe(502);
    expect(sesTries).toBe(3);
    const [failure, ...more] = (await peek(app.failureQueueUrls.sesFeedback)) as AsyncFailureRecord[];
    expect(more).toEqual([]);
    expect(failure).toMatchObject({
      requestContext: { condition: 'RetriesExhausted', approximateInvokeCount: 3 },
      requestPayload: {
        'detail-type': 'Email Bounced',
        detail: { bounce: { bouncedRecipients: [{ emailAddress: email }] } },
      },
      responsePayload: { errorMessage: 'injected: the suppression store is unavailable' },
    });
    const suppressed = async () => {
      const list = await call('GET', '/v1/email/suppression', { token: tenant.readKey });
      return SuppressionListSchema.parse(list.body).entries.map((e) => e.email);
    };
    expect(await suppressed()).not.toContain(email);

    sesFails = false;
    const report = await replaySesFeedbackFailures({
      sqs: sqsClient(),
      queueUrl: app.failureQueueUrls.sesFeedback,
      invoke: (event) => sesHandler(event, context),
    });
    expect(report).toEqual({ replayed: 1, failed: 0, expired: 0 });
    expect(await suppressed()).toContain(email);
    expect(await peek(app.failureQueueUrls.sesFeedback)).toEqual([]);
  });
});

describe('a poison table-stream record', () => {
  it('ends in the on-failure queue without blocking the records behind it, and the replay announces it', async () => {
    const tenant = await createTestTenant(app);
    const [poisoned, healthy] = [
      await createForm(app, tenant, NO_RATE_LIMIT),
      await createForm(app, tenant, NO_RATE_LIMIT),
    ];
    refusedForm = poisoned.id;
    const poison = await postJson(app, poisoned.public_slug, { name: 'Ada' });
    const behind = [
      await postJson(app, healthy.public_slug, { name: 'Grace' }),
      await postJson(app, healthy.public_slug, { name: 'Edsger' }),
    ];
    for (const res of [poison, ...behind]) expect(res.status).toBe(201);

    // The records behind the poison are announced (their webhooks and e-mails go out) while it keeps failing.
    const ids = new Set(behind.map((r) => r.body.id as string));
    const announced = await receiveEvents(app, (e) => ids.has(e.submission_id), 2);
    expect(new Set(announced.map((e) => e.submission_id))).toEqual(ids);

    // After its retries the poison's range is on the on-failure queue, and it starts at the poison's record.
    let failures: StreamFailureRecord[] = [];
    for (const end = Date.now() + 15_000; failures.length === 0 && Date.now() < end;)
      failures = (await peek(app.failureQueueUrls.streamFailures)) as StreamFailureRecord[];
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({
      requestContext: { condition: 'RetryAttemptsExhausted', approximateInvokeCount: 3 },
    });
    // The shard has moved past it: the poller settles (unbounded, it would hand the poison over forever).
    await app.settle();
    const streams = new DynamoDBStreamsClient({ endpoint: process.env.AWS_ENDPOINT_URL_DYNAMODB });
    const [first] = (await readBatch(streams, failures[0]!.DDBStreamBatchInfo))!;
    expect(JSON.stringify(first!.dynamodb?.NewImage)).toContain(poison.body.id as string);

    refusedForm = undefined;
    const report = await replayStreamFailures({
      sqs: sqsClient(),
      streams,
      queueUrl: app.failureQueueUrls.streamFailures,
      invoke: (event) => streamHandler(event, context),
    });
    expect(report).toEqual({ replayed: 1, failed: 0, expired: 0 });
    const replayed = await receiveEvents(app, (e) => e.submission_id === poison.body.id, 1);
    expect(replayed).toMatchObject([{ type: 'submission.created', form_id: poisoned.id }]);
    expect(await peek(app.failureQueueUrls.streamFailures)).toEqual([]);
  }, 60_000);
});
