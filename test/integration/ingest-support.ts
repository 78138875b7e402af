import { submissionKey } from '@shared/adapters/dynamo/keys.js';
import { GetCommand, QueryCommand } from '@shared/adapters/dynamo/commands.js';
import { ReceiveMessageCommand } from '@aws-sdk/client-sqs';
import { sqsClient } from '@local/sqs-client.js';
import type { SubmissionEvent } from '@shared/domain/events.js';
import type { LocalApp } from '@local/app.js';
import { client, type TestTenant } from '@test/support/app.js';

/** Helpers shared by the ingest tests: forms through the API, posts to the public endpoint, raw table reads. */

export interface TestForm {
  id: string;
  public_slug: string;
  name: string;
}

/** Creates a form through the API and applies `update` (a PATCH body) when given. */
export async function createForm(
  app: LocalApp,
  tenant: TestTenant,
  update?: Record<string, unknown>,
  name = 'Contact us',
): Promise<TestForm> {
  const call = client(app.baseUrl);
  const created = await call('POST', '/v1/forms', { token: tenant.fullKey, body: { name } });
  if (created.status !== 201) throw new Error(`form create failed: ${created.status} ${created.text}`);
  if (update) {
    const patched = await call('PATCH', `/v1/forms/${created.body.id}`, { token: tenant.fullKey, body: update });
    if (patched.status !== 200) throw new Error(`form update failed: ${patched.status} ${patched.text}`);
  }
  return created.body as TestForm;
}

/** Settings that switch the submission rate limit off (most tests post many times from 127.0.0.1). */
export const NO_RATE_LIMIT = { settings: { rate_limit: { disabled: true } } };

export interface PostOptions {
  contentType?: string;
  accept?: string;
  headers?: Record<string, string>;
}

/** Posts a raw body to `/f/{slug}` without following redirects. */
export async function post(app: LocalApp, slug: string, body: string | Buffer | undefined, options: PostOptions = {}) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.contentType !== undefined) headers['content-type'] = options.contentType;
  headers.accept = options.accept ?? 'application/json';
  const res = await fetch(`${app.baseUrl}/f/${slug}`, { method: 'POST', headers, body, redirect: 'manual' });
  const text = await res.text();
  let json: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, body: json };
}

export const postJson = (app: LocalApp, slug: string, fields: unknown, options: PostOptions = {}) =>
  post(app, slug, JSON.stringify(fields), { contentType: 'application/json', ...options });

export const postForm = (app: LocalApp, slug: string, fields: [string, string][], options: PostOptions = {}) =>
  post(app, slug, new URLSearchParams(fields).toString(), {
    contentType: 'application/x-www-form-urlencoded',
    ...options,
  });

/** The stored submission item exactly as it sits in the table (no API mapping in between). */
export async function rawSubmission(
  app: LocalApp,
  formId: string,
  id: string,
): Promise<Record<string, unknown> | undefined> {
  const { Item } = await app.deps.stores.table.client.send(
    new GetCommand({ TableName: app.config.tableName, Key: submissionKey(formId, id), ConsistentRead: true }),
  );
  return Item;
}

/**
 * Every item of a form's partition (submissions and anything else stored under it) but its search index, which the
 * table-stream consumer writes there at its own time, following earlier submissions.
 */
export async function formPartition(app: LocalApp, formId: string): Promise<Record<string, unknown>[]> {
  const { Items = [] } = await app.deps.stores.table.client.send(
    new QueryCommand({
      TableName: app.config.tableName,
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': submissionKey(formId, '').PK },
      ConsistentRead: true,
    }),
  );
  return Items.filter((item) => item.type !== 'search_part');
}

/**
 * Reads the events queue until `count` events matching `predicate` arrived or the time ran out (every message read
 * stays invisible for a minute afterwards, so call it once per expectation).
 */
export async function receiveEvents(
  app: LocalApp,
  predicate: (e: SubmissionEvent) => boolean,
  count: number,
  timeoutMs = 10_000,
): Promise<SubmissionEvent[]> {
  const found: SubmissionEvent[] = [];
  const deadline = Date.now() + timeoutMs;
  // A new submission's event waits in the spam-review queue for the second stage's verdict; other events go to the
  // events queue. Without pollers nothing moves them on, so both are read, at once and short: the stand-in's long
  // poll would hold a partial batch for its whole wait on one queue while the event sat on the other.
  const receiveNow = (QueueUrl: string) =>
    sqsClient().send(
      new ReceiveMessageCommand({ QueueUrl, MaxNumberOfMessages: 10, WaitTimeSeconds: 0, VisibilityTimeout: 60 }),
    );
  const queues = [app.config.spamReviewQueueUrl, app.config.eventsQueueUrl];
  while (found.length < count && Date.now() < deadline) {
    const messages = (await Promise.all(queues.map(receiveNow))).flatMap(({ Messages = [] }) => Messages);
    for (const message of messages) {
      const event = JSON.parse(message.Body ?? '{}') as SubmissionEvent;
      if (predicate(event)) found.push(event);
    }
    if (messages.length === 0) await sleep(50);
  }
  return found;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
