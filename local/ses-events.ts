import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { asyncFailureRecord, type AsyncFailureRecord } from '@shared/infra/failure-records.js';
import type { AnyHandler } from './functions.js';
import type { HttpHandler } from './http-adapter.js';

/**
 * The local stand-in for "SES → EventBridge → ses-events Lambda": `POST /_local/ses-events` builds the event
 * SES would publish and hands it to the same handler the Lambda runs. The SES stand-in neither bounces nor
 * records message tags, so the caller names the recipient and (optionally) the tenant the message belonged to.
 *
 *   curl -X POST localhost:3000/_local/ses-events -H 'content-type: application/json' \
 *     -d '{"type":"bounce","email":"gone@example.com","tenant_id":"ten_…","kind":"owner_notification"}'
 *
 * A body that already is an EventBridge event (it has `detail`) is passed through unchanged.
 */
export const LOCAL_SES_EVENTS_ROUTE = 'POST /_local/ses-events';

export interface SyntheticSesEvent {
  type: 'bounce' | 'complaint';
  email: string;
  tenant_id?: string;
  /** The `kind` message tag: owner_notification, autoresponder, ... */
  kind?: string;
  form_id?: string;
  /** Any other message tags, as the mailer set them (`submission_id`, `delivery_id`, ...). */
  tags?: Record<string, string>;
  /** Bounce type; only `Permanent` suppresses (default). */
  bounce_type?: 'Permanent' | 'Transient' | 'Undetermined';
  /** Complaint feedback type, e.g. `abuse` (default) or `not-spam`. */
  feedback_type?: string;
}

/**
 * An EventBridge event shaped like SES event publishing's `Email Bounced` / `Email Complaint Received`.
 *
 * @example syntheticSesEvent({ type: 'bounce', email: 'gone@example.com', tenant_id: 'ten_…' })
 */
export function syntheticSesEvent(input: SyntheticSesEvent) {
  const now = new Date().toISOString();
  const tags: Record<string, string[]> = { 'ses:configuration-set': ['formbase-local'] };
  if (input.tenant_id) tags.tenant_id = [input.tenant_id];
  if (input.kind) tags.kind = [input.kind];
  if (input.form_id) tags.form_id = [input.form_id];
  for (const [name, value] of Object.entries(input.tags ?? {})) tags[name] = [value];
  const mail = {
    timestamp: now,
    source: 'forms@localhost.test',
    messageId: `local-${randomUUID()}`,
    destination: [input.email],
    tags,
  };
  const feedbackId = `local-feedback-${randomUUID()}`;
  const detail =
    input.type === 'bounce'
      ? {
          eventType: 'Bounce',
          mail,
          bounce: {
            bounceType: input.bounce_type ?? 'Permanent',
            bounceSubType: 'General',
            bouncedRecipients: [
              {
                emailAddress: input.email,
                action: 'failed',
                status: '5.1.1',
                diagnosticCode: 'smtp; 550 5.1.1 user unknown',
              },
            ],
            timestamp: now,
            feedbackId,
          },
        }
      : {
          eventType: 'Complaint',
          mail,
          complaint: {
            complainedRecipients: [{ emailAddress: input.email }],
            complaintFeedbackType: input.feedback_type ?? 'abuse',
            timestamp: now,
            feedbackId,
          },
        };
  return {
    version: '0',
    id: randomUUID(),
    'detail-type': input.type === 'bounce' ? 'Email Bounced' : 'Email Complaint Received',
    source: 'aws.ses',
    account: '000000000000',
    time: now,
    region: 'us-east-1',
    resources: [],
    detail,
  };
}

const reply = (statusCode: number, body: unknown): APIGatewayProxyStructuredResultV2 => ({
  statusCode,
  headers: { 'content-type': 'application/json; charset=utf-8' },
  body: JSON.stringify(body),
});

/**
 * Lambda's asynchronous invocation of `handle`, done at once: up to `1 + retryAttempts` tries (Lambda waits a minute,
 * then two, between them), and when every try threw, Lambda's on-failure record goes to `sendFailure` and the last
 * error is thrown.
 */
export function asyncInvocation(
  handle: AnyHandler,
  options: { retryAttempts: number; functionArn: string; sendFailure(record: AsyncFailureRecord): Promise<void> },
): AnyHandler {
  return async (event, context) => {
    let lastError: unknown;
    for (let tries = 1; tries <= 1 + options.retryAttempts; tries++) {
      try {
        return await handle(event, context);
      } catch (error) {
        lastError = error;
      }
    }
    await options.sendFailure(asyncFailureRecord(options.functionArn, event, 1 + options.retryAttempts, lastError));
    throw lastError;
  };
}

/**
 * The HTTP handler of `POST /_local/ses-events`, which invokes the SES feedback function as EventBridge would
 * (through `asyncInvocation`): 200 with the handler's result, or 502 once every try failed and the event went to the
 * dead-letter queue.
 */
export function localSesEventsRoute(handle: AnyHandler): HttpHandler {
  return async (event: APIGatewayProxyEventV2, context) => {
    if (event.requestContext.http.method !== 'POST')
      return reply(405, { error: { code: 'method_not_allowed', message: 'POST only' } });
    let body: unknown;
    try {
      body = JSON.parse(Buffer.from(event.body ?? '', event.isBase64Encoded ? 'base64' : 'utf8').toString('utf8'));
    } catch {
      return reply(400, { error: { code: 'validation_error', message: 'body must be JSON' } });
    }
    const input = body as Partial<SyntheticSesEvent> & { detail?: unknown };
    if (
      input.detail === undefined &&
      (typeof input.email !== 'string' || (input.type !== 'bounce' && input.type !== 'complaint'))
    ) {
      return reply(400, {
        error: {
          code: 'validation_error',
          message: 'send {type: "bounce"|"complaint", email, tenant_id?, kind?} or an EventBridge event',
        },
      });
    }
    const sesEvent = input.detail === undefined ? syntheticSesEvent(input as SyntheticSesEvent) : body;
    try {
      return reply(200, await handle(sesEvent, context));
    } catch {
      return reply(502, {
        error: {
          code: 'handler_failed',
          message: 'the SES feedback function failed every try: the event is in its DLQ',
        },
      });
    }
  };
}
