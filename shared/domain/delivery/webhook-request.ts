import type { EventType } from '../events.js';
import type { OutboundRequest, OutboundResponse } from '../outbound.js';
import { parseRetryAfter } from './schedule.js';
import { webhookHeaders } from './signing.js';
import type { AttemptResult, SubmissionView } from './targets.js';
import { RESPONSE_EXCERPT_BYTES, WEBHOOK_TIMEOUT_MS, signingSecrets, type WebhookEndpoint } from './webhook.js';

export interface WebhookEventBody {
  id: string;
  type: EventType;
  created_at: string;
  /** Only on test sends. */
  test?: true;
  data: { form_id: string; submission: SubmissionView | { id: string } };
}

/**
 * The signed POST for one webhook try: JSON body `{id, type, created_at, data: {form_id, submission}}`, the
 * Standard Webhooks headers (`webhook-id` = the event id, stable across retries; a fresh timestamp; one signature
 * per secret valid now), 15 s timeout, response body kept up to 1 KB.
 */
export function webhookRequest(endpoint: WebhookEndpoint, body: WebhookEventBody, now: Date): OutboundRequest {
  const text = JSON.stringify(body);
  return {
    url: endpoint.url,
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...webhookHeaders({
        id: body.id,
        timestamp: Math.floor(now.getTime() / 1000),
        body: text,
        secrets: signingSecrets(endpoint, now),
      }),
    },
    body: text,
    timeoutMs: WEBHOOK_TIMEOUT_MS,
    maxBodyBytes: RESPONSE_EXCERPT_BYTES,
  };
}

/**
 * What a receiver's answer means: 2xx delivered; 410 Gone abandons (the caller disables the endpoint); anything
 * else, 3xx included (redirects are never followed), is a failure to retry, honouring `Retry-After`.
 */
export function webhookResult(response: OutboundResponse, now: Date): AttemptResult {
  const common = { statusCode: response.status, responseMs: response.ms, responseExcerpt: response.body };
  if (response.status >= 200 && response.status < 300) return { outcome: 'delivered', ...common };
  if (response.status === 410)
    return { outcome: 'abandoned', error: 'endpoint answered 410 Gone; it has been disabled', ...common };
  const redirect = response.status >= 300 && response.status < 400 ? ' (redirects are not followed)' : '';
  return {
    outcome: 'failed',
    error: `endpoint answered HTTP ${response.status}${redirect}`,
    retryAfterSeconds: parseRetryAfter(response.headers['retry-after'], now),
    ...common,
  };
}
