import { targetUrlProblem } from '@shared/domain/delivery/address-policy.js';
import { newWebhookSecret, secretPrefixOf } from '@shared/domain/delivery/signing.js';
import {
  DEFAULT_WEBHOOK_EVENTS,
  SECRET_ROTATION_OVERLAP_MS,
  type WebhookChanges,
  type WebhookEndpoint,
  type WebhookStore,
} from '@shared/domain/delivery/webhook.js';
import { webhookRequest, type WebhookEventBody } from '@shared/domain/delivery/webhook-request.js';
import { sampleSubmission } from '@shared/domain/delivery/sample-submission.js';
import { ConflictError, NotFoundError, ValidationError } from '@shared/domain/errors.js';
import type { EventType } from '@shared/domain/events.js';
import type { FormStore } from '@shared/domain/form.js';
import { newId } from '@shared/domain/ids.js';
import { OutboundError, type OutboundHttp } from '@shared/domain/outbound.js';
import { WEBHOOK_LIMITS, webhookView } from '@shared/domain/schemas/webhooks.js';
import { submissionView } from '@shared/domain/schemas/submission-views.js';
import type { SubmissionStore } from '@shared/domain/submission.js';
import type { Principal } from '@shared/domain/tenant.js';
import { requireForm } from './form-access.js';

export interface WebhookPorts {
  forms: Pick<FormStore, 'get'>;
  /** For test sends: the form's newest submission. */
  submissions: Pick<SubmissionStore, 'list' | 'get'>;
  webhooks: WebhookStore;
  outbound: OutboundHttp;
  /** `config.allowLoopbackTargets`: the local service accepts loopback URLs. */
  allowLoopback: boolean;
  now(): Date;
}

const checkUrl = (ports: WebhookPorts, url: string) => {
  const problem = targetUrlProblem(url, { allowLoopback: ports.allowLoopback });
  if (problem) throw new ValidationError(`url ${problem}`, 'url');
};

/** The caller's endpoint by id, or 404 naming `wid` (another tenant's endpoint looks the same as none). */
export async function requireWebhook(
  ports: { webhooks: Pick<WebhookStore, 'findById'> },
  principal: Principal,
  id: string,
): Promise<WebhookEndpoint> {
  const endpoint = await ports.webhooks.findById(principal.tenantId, id);
  if (!endpoint) throw new NotFoundError('webhook endpoint not found', 'wid');
  return endpoint;
}

const MAX_WRITE_RACES = 3;

/**
 * Read-modify-write of one endpoint under optimistic concurrency: when another write (e.g. the pipeline disabling it
 * after a 410) landed in between, re-read and apply the change again.
 */
async function modifyWebhook(
  ports: WebhookPorts,
  principal: Principal,
  id: string,
  change: (current: WebhookEndpoint) => WebhookEndpoint,
): Promise<WebhookEndpoint> {
  for (let race = 0; race < MAX_WRITE_RACES; race++) {
    const current = await requireWebhook(ports, principal, id);
    const next = change(current);
    if (await ports.webhooks.save(current, next)) return { ...next, version: current.version + 1 };
  }
  throw new ConflictError('the endpoint is being changed concurrently; try again', 'wid');
}

/** `GET /v1/forms/{id}/webhooks` */
export async function listWebhooks(ports: WebhookPorts, principal: Principal, formId: string) {
  await requireForm(ports, principal, formId);
  return { endpoints: (await ports.webhooks.listForForm(formId)).map(webhookView) };
}

/** `POST /v1/forms/{id}/webhooks`: the secret is returned now and never again (until a rotation). */
export async function createWebhook(
  ports: WebhookPorts,
  principal: Principal,
  formId: string,
  input: { url: string; description?: string | null; events?: EventType[]; include_spam?: boolean },
) {
  checkUrl(ports, input.url);
  await requireForm(ports, principal, formId);
  if ((await ports.webhooks.listForForm(formId)).length >= WEBHOOK_LIMITS.perForm) {
    throw new ConflictError(`a form has at most ${WEBHOOK_LIMITS.perForm} webhook endpoints`);
  }
  const now = ports.now();
  const secret = newWebhookSecret();
  const endpoint: WebhookEndpoint = {
    id: newId('webhook', now.getTime()),
    tenantId: principal.tenantId,
    formId,
    url: input.url,
    enabled: true,
    events: input.events ?? [...DEFAULT_WEBHOOK_EVENTS],
    description: input.description ?? null,
    includeSpam: input.include_spam ?? false,
    secret,
    secretPrefix: secretPrefixOf(secret),
    previousSecret: null,
    previousSecretUntil: null,
    disabledReason: null,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    version: 1,
  };
  await ports.webhooks.create(endpoint);
  return { endpoint: webhookView(endpoint), secret };
}

/** `PATCH /v1/webhooks/{wid}`: only the fields sent change; enabling clears the reason it was disabled. */
export async function updateWebhook(
  ports: WebhookPorts,
  principal: Principal,
  id: string,
  input: { url?: string; enabled?: boolean; description?: string | null; events?: EventType[]; include_spam?: boolean },
) {
  if (input.url !== undefined) checkUrl(ports, input.url);
  const changes: WebhookChanges = {
    url: input.url,
    enabled: input.enabled,
    description: input.description,
    events: input.events,
    includeSpam: input.include_spam,
  };
  const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) as WebhookChanges;
  const saved = await modifyWebhook(ports, principal, id, (current) => ({
    ...current,
    ...defined,
    disabledReason: input.enabled === true ? null : current.disabledReason,
    updatedAt: ports.now().toISOString(),
  }));
  return webhookView(saved);
}

/** `DELETE /v1/webhooks/{wid}`; deliveries already queued end as `dead` ("the endpoint was deleted"). */
export async function deleteWebhook(ports: WebhookPorts, principal: Principal, id: string) {
  const endpoint = await requireWebhook(ports, principal, id);
  if (!(await ports.webhooks.delete(principal.tenantId, endpoint.formId, id)))
    throw new NotFoundError('webhook endpoint not found', 'wid');
}

/** `POST /v1/webhooks/{wid}/rotate-secret`: a new secret; the previous one keeps signing for 24 hours. */
export async function rotateWebhookSecret(ports: WebhookPorts, principal: Principal, id: string) {
  const now = ports.now();
  const secret = newWebhookSecret();
  const overlapUntil = new Date(now.getTime() + SECRET_ROTATION_OVERLAP_MS).toISOString();
  const saved = await modifyWebhook(ports, principal, id, (current) => ({
    ...current,
    secret,
    secretPrefix: secretPrefixOf(secret),
    previousSecret: current.secret,
    previousSecretUntil: overlapUntil,
    updatedAt: now.toISOString(),
  }));
  return { secret, secret_prefix: saved.secretPrefix, overlap_until: overlapUntil };
}

/**
 * `POST /v1/webhooks/{wid}/test`: sends a signed `submission.created` event with a sample submission (`test: true`)
 * right now, through the same vetted client and signing as real deliveries, and reports the endpoint's answer.
 * Works on disabled endpoints too, so an owner can check one before enabling it. Nothing is recorded.
 */
/** Response headers a test answer shows at most, each value cut at `HEADER_CHARS`. */
const MAX_HEADERS = 30;
const HEADER_CHARS = 200;

const shownHeaders = (headers: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(headers)
      .slice(0, MAX_HEADERS)
      .map(([name, value]) => [name, value.slice(0, HEADER_CHARS)]),
  );

/** The form's newest submission in the inbox (received or verified, not in the trash), if it has one. */
async function latestSubmission(ports: WebhookPorts, endpoint: WebhookEndpoint) {
  const [newest] = (await ports.submissions.list(endpoint.formId, 'inbox', 1)).items;
  return newest ? ports.submissions.get(endpoint.tenantId, endpoint.formId, newest.id) : undefined;
}

/**
 * `POST /v1/webhooks/{wid}/test`: a signed `submission.created` event, sent now outside the queue, built from the
 * form's newest submission as a real delivery is (or from a sample when the form has none; `source` says which),
 * always marked `test: true`. Answers the endpoint's status, headers, the start of its body and the time it took.
 */
export async function testWebhook(ports: WebhookPorts, principal: Principal, id: string) {
  const endpoint = await requireWebhook(ports, principal, id);
  const now = ports.now();
  const latest = await latestSubmission(ports, endpoint);
  const body: WebhookEventBody = {
    id: newId('event', now.getTime()),
    type: 'submission.created',
    created_at: now.toISOString(),
    test: true,
    data: {
      form_id: endpoint.formId,
      submission: latest ? submissionView(latest) : sampleSubmission(now, 'webhook', endpoint),
    },
  };
  const answer = {
    event_id: body.id,
    event_type: 'submission.created' as const,
    test: true,
    source: latest ? ('latest_submission' as const) : ('sample' as const),
    submission_id: latest?.id ?? null,
  };
  try {
    const response = await ports.outbound.send(webhookRequest(endpoint, body, now));
    return {
      ...answer,
      status_code: response.status,
      response_ms: response.ms,
      response_headers: shownHeaders(response.headers),
      response_excerpt: response.body,
      error: null,
    };
  } catch (error) {
    if (!(error instanceof OutboundError)) throw error;
    const failed = { status_code: 0, response_ms: null, response_headers: {}, response_excerpt: null };
    return { ...answer, ...failed, error: `${error.kind}: ${error.message}` };
  }
}
