import type { ProviderParts } from '../deps.js';
import type { Credentials, IntegrationRuntime, SendOutcome } from '@shared/domain/integrations/driver.js';
import { DELIVERY_RETENTION_DAYS } from '@shared/domain/delivery/deliveries.js';
import { sampleSubmission } from '@shared/domain/delivery/sample-submission.js';
import {
  resourceTargetKey,
  type AttemptResult,
  type Delivery,
  type TargetProvider,
} from '@shared/domain/delivery/targets.js';
import {
  integrationDelivers,
  integrationStatus,
  sealContext,
  type Integration,
  type IntegrationDeliveryStateStore,
  type IntegrationStore,
} from '@shared/domain/integrations/types.js';
import { OutboundError } from '@shared/domain/outbound.js';
import type { DeliveryTargetsStore } from '@shared/domain/delivery/form-targets.js';
import { formTargetsOf } from './form-targets.js';

export interface IntegrationTargetDeps {
  integrations: Pick<IntegrationStore, 'get' | 'recordOutcome' | 'saveCredentials'>;
  /** The form's integrations that may deliver as fan-out reads them (one item, kept by every integration write). */
  targets: Pick<DeliveryTargetsStore, 'forForm'>;
  integrationDeliveryStates: IntegrationDeliveryStateStore;
  /** Absent in a function that only finds targets (fan-out): it never attempts. */
  runtime: IntegrationRuntime | undefined;
}

const KEY_PREFIX = resourceTargetKey('integration', '');
const stateExpiry = (d: Delivery) => Math.floor(Date.parse(d.createdAt) / 1000) + DELIVERY_RETENTION_DAYS * 86_400;

/** How a provider outcome ends the attempt; `owner` and `reauth` also change the integration's status. */
function attemptResult(outcome: SendOutcome): AttemptResult {
  const common = { statusCode: outcome.statusCode, responseMs: outcome.ms, responseExcerpt: outcome.excerpt };
  if (outcome.kind === 'delivered') return { outcome: 'delivered', ...common };
  if (outcome.kind === 'retry')
    return {
      outcome: 'failed',
      error: outcome.error ?? 'retry',
      retryAfterSeconds: outcome.retryAfterSeconds,
      ...common,
    };
  return { outcome: 'abandoned', error: outcome.error ?? outcome.kind, ...common };
}

/**
 * Native integrations (`integration:<iid>`): every integration of the form that is active now (not paused, not
 * waiting for authorization, not in error, bridge not expired) gets `submission.created` for submissions that are
 * not spam. An attempt re-reads the integration, opens its sealed credentials, and lets the type's driver speak the
 * provider's shapes; the driver's verdict decides retry (429/5xx, Retry-After honoured), dead (permanent), dead +
 * `error` (the owner must fix the destination) or dead + `needs_reauth` (no more attempts until authorized again).
 * What was sent (credentials removed) and a multi-step provider's progress are stored per delivery.
 */
export function integrationProvider(deps: IntegrationTargetDeps): TargetProvider {
  const sending = (): IntegrationRuntime => {
    if (!deps.runtime) throw new Error('this function does not run integrations');
    return deps.runtime;
  };
  const open = async (i: Integration): Promise<Credentials | undefined> =>
    i.credentials
      ? (JSON.parse(await sending().secrets.open(i.credentials, sealContext(i))) as Credentials)
      : undefined;

  return {
    kind: 'integration',

    prefetch({ formId, targetKey }, subject) {
      if (!targetKey) formTargetsOf(deps.targets, subject, formId).catch(() => undefined);
    },

    async targetsFor(event, subject) {
      if (event.type !== 'submission.created') return [];
      const now = new Date();
      const { integrations: all } = await formTargetsOf(deps.targets, subject, event.form_id);
      const integrations = all.filter((i) => i.tenantId === event.tenant_id && integrationDelivers(i, now));
      if (integrations.length === 0) return [];
      if ((await subject.submission())?.status === 'spam') return [];
      return integrations.map((i) => ({ key: resourceTargetKey('integration', i.id), kind: 'integration' as const }));
    },

    async attempt(delivery, ctx): Promise<AttemptResult> {
      const integration = await deps.integrations.get(delivery.formId, delivery.targetKey.slice(KEY_PREFIX.length));
      if (!integration || integration.tenantId !== delivery.tenantId)
        return { outcome: 'abandoned', error: 'the integration was deleted' };
      const status = integrationStatus(integration, ctx.now);
      if (status === 'needs_reauth') return { outcome: 'abandoned', error: 'the integration needs authorization' };
      if (!delivery.test && status !== 'active')
        return {
          outcome: 'abandoned',
          error: `the integration is ${status}${status === 'paused' ? '' : ` (${String(integration.lastStatus.reason ?? '')})`}`,
        };
      const credentials = (await open(integration)) ?? {};
      const submission = delivery.test
        ? sampleSubmission(ctx.now, 'integration', delivery)
        : await ctx.subject.submission();
      if (!submission) return { outcome: 'abandoned', error: 'the submission no longer exists' };
      if (submission.locked) return { outcome: 'abandoned', error: 'the submission is locked (over the plan quota)' };
      const form = await ctx.subject.form();
      const stored = await deps.integrationDeliveryStates.get(delivery.id);
      const state = {
        generation: delivery.generation,
        progress: stored?.generation === delivery.generation ? stored.progress : {},
      };
      const payload: Record<string, unknown> = { type: integration.type, ...(delivery.test ? { test: true } : {}) };
      const save = (progress: Record<string, unknown>) =>
        deps.integrationDeliveryStates.put(
          delivery.id,
          { payload, progress, generation: delivery.generation },
          stateExpiry(delivery),
        );

      const runtime = sending();
      let outcome: SendOutcome;
      try {
        outcome = await runtime.drivers[integration.type].send(runtime.driverDeps, {
          integration,
          credentials,
          app: await runtime.app(integration.type),
          submission,
          data: { formName: form.name, fields: submission.fields },
          test: delivery.test,
          now: ctx.now,
          progress: state.progress,
          saveProgress: (progress) => {
            state.progress = progress;
            return save(progress);
          },
          saveCredentials: async (next) =>
            deps.integrations.saveCredentials(
              integration.formId,
              integration.id,
              await runtime.secrets.seal(JSON.stringify(next), sealContext(integration)),
            ),
          payload,
        });
      } catch (error) {
        if (!(error instanceof OutboundError)) throw error;
        outcome = { kind: 'retry', error: `${error.kind}: ${error.message}` };
      }
      await save(state.progress);
      const at = ctx.now.toISOString();
      if (outcome.kind === 'delivered')
        await deps.integrations.recordOutcome(integration.formId, integration.id, {
          lastDeliveryAt: at,
          lastStatus: { ...integration.lastStatus, state: 'delivered', reason: null, at },
        });
      else if (outcome.kind === 'owner' || outcome.kind === 'reauth')
        await deps.integrations.recordOutcome(integration.formId, integration.id, {
          health: outcome.kind === 'owner' ? 'error' : 'needs_reauth',
          lastStatus: {
            ...integration.lastStatus,
            state: outcome.kind === 'owner' ? 'error' : 'needs_reauth',
            reason: outcome.error,
            at,
          },
        });
      return attemptResult(outcome);
    },
  };
}

/** The integration channel's provider (`DeliveryParts.targets`); it attempts only where the runtime is given. */
export const integrationTargets = (parts: ProviderParts): TargetProvider[] => [
  integrationProvider({
    integrations: parts.stores.integrations,
    targets: parts.stores.deliveryTargets,
    integrationDeliveryStates: parts.stores.integrationDeliveryStates,
    runtime: parts.integrationRuntime,
  }),
];
