import type { ProviderParts } from '../deps.js';
import {
  resourceTargetKey,
  type AttemptResult,
  type DeliverySubject,
  type TargetProvider,
} from '@shared/domain/delivery/targets.js';
import { endpointWants, type WebhookStore } from '@shared/domain/delivery/webhook.js';
import { webhookRequest, webhookResult, type WebhookEventBody } from '@shared/domain/delivery/webhook-request.js';
import { OutboundError, type OutboundHttp } from '@shared/domain/outbound.js';
import type { DeliveryTargetsStore } from '@shared/domain/delivery/form-targets.js';
import { formTargetsOf } from './form-targets.js';

export interface WebhookTargetDeps {
  webhooks: Pick<WebhookStore, 'get' | 'disable'>;
  /** The form's enabled endpoints as fan-out reads them (one item, kept by every endpoint write). */
  targets: Pick<DeliveryTargetsStore, 'forForm'>;
  outbound: OutboundHttp;
}

const WEBHOOK_KEY_PREFIX = resourceTargetKey('webhook', '');

/** The endpoint of a `webhook:<wid>` target, read once for every record of the batch that asks. */
const endpointOf = (deps: WebhookTargetDeps, subject: DeliverySubject, formId: string, targetKey: string) => {
  const id = targetKey.slice(WEBHOOK_KEY_PREFIX.length);
  return subject.once(`webhook ${formId} ${id}`, () => deps.webhooks.get(formId, id));
};

/**
 * Webhook endpoints (`webhook:<wid>`): every enabled endpoint of the form subscribed to the event type (spam
 * `submission.created` only for endpoints with `include_spam`), as the form's targets item lists them. An attempt
 * re-reads the endpoint once per batch (a disabled or deleted one ends the delivery), POSTs the signed event through
 * the vetted outbound client, and disables the endpoint when it answers 410 Gone (tries of the same batch, already
 * under way, still go out).
 */
export function webhookProvider(deps: WebhookTargetDeps): TargetProvider {
  return {
    kind: 'webhook',

    prefetch({ formId, targetKey }, subject) {
      const read = targetKey
        ? endpointOf(deps, subject, formId, targetKey)
        : formTargetsOf(deps.targets, subject, formId);
      read.catch(() => undefined);
    },

    async targetsFor(event, subject) {
      const { webhooks } = await formTargetsOf(deps.targets, subject, event.form_id);
      const endpoints = webhooks.filter((e) => e.tenantId === event.tenant_id);
      if (endpoints.length === 0) return [];
      const status = (await subject.submission())?.status;
      return endpoints
        .filter((e) => endpointWants(e, event.type, status))
        .map((e) => ({ key: resourceTargetKey('webhook', e.id), kind: 'webhook' as const }));
    },

    async attempt(delivery, ctx): Promise<AttemptResult> {
      const endpoint = await endpointOf(deps, ctx.subject, delivery.formId, delivery.targetKey);
      if (!endpoint || endpoint.tenantId !== delivery.tenantId)
        return { outcome: 'abandoned', error: 'the endpoint was deleted' };
      if (!endpoint.enabled) return { outcome: 'abandoned', error: 'the endpoint is disabled' };
      const submission = await ctx.subject.submission();
      if (!submission && delivery.eventType !== 'submission.deleted') {
        return { outcome: 'abandoned', error: 'the submission no longer exists' };
      }
      // Ingest may lock a submission after queueing its event (quota race); unlocking publishes a new event.
      if (submission?.locked) return { outcome: 'abandoned', error: 'the submission is locked (over the plan quota)' };
      const body: WebhookEventBody = {
        id: ctx.event.id,
        type: ctx.event.type,
        created_at: ctx.event.created_at,
        data: { form_id: delivery.formId, submission: submission ?? { id: delivery.submissionId ?? '' } },
      };
      let result: AttemptResult;
      try {
        result = webhookResult(await deps.outbound.send(webhookRequest(endpoint, body, ctx.now)), ctx.now);
      } catch (error) {
        if (!(error instanceof OutboundError)) throw error;
        return { outcome: 'failed', error: `${error.kind}: ${error.message}` };
      }
      if (result.outcome === 'abandoned') {
        await deps.webhooks.disable(
          endpoint.formId,
          endpoint.id,
          `answered 410 Gone at ${ctx.now.toISOString()}`,
          ctx.now.toISOString(),
        );
      }
      return result;
    },
  };
}

/** The webhook channel's providers (`DeliveryParts.targets`). */
export const webhookTargets = (parts: ProviderParts): TargetProvider[] => [
  webhookProvider({ webhooks: parts.stores.webhooks, targets: parts.stores.deliveryTargets, outbound: parts.outbound }),
];
