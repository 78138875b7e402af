import { sqsSender } from '@shared/adapters/aws-clients.js';
import { outboundHttp } from '@shared/adapters/http/outbound.js';
import { sqsDeliveryQueue } from '@shared/adapters/sqs/delivery-queue.js';
import type { Stores } from '@shared/adapters/stores.js';
import { autoresponderStore } from '@shared/adapters/dynamo/autoresponders.js';
import { deliveryStore } from '@shared/adapters/dynamo/deliveries.js';
import { deliveryTargetsStore } from '@shared/adapters/dynamo/delivery-targets.js';
import { formStore } from '@shared/adapters/dynamo/forms.js';
import { integrationDeliveryStateStore, integrationStore } from '@shared/adapters/dynamo/integrations.js';
import { membershipStore } from '@shared/adapters/dynamo/memberships.js';
import { submissionReader } from '@shared/adapters/dynamo/submissions.js';
import { suppressionStore } from '@shared/adapters/dynamo/suppressions.js';
import type { Table } from '@shared/adapters/dynamo/table.js';
import { tenantStore } from '@shared/adapters/dynamo/tenants.js';
import { webhookStore } from '@shared/adapters/dynamo/webhooks.js';
import { deliveryQueueUrls, type AppConfig } from '@shared/config.js';
import type { FunctionRuntime } from '@shared/infra/runtime.js';
import type { DeliveryQueue } from '@shared/domain/delivery/deliveries.js';
import type { TargetProvider } from '@shared/domain/delivery/targets.js';
import type { Mailer } from '@shared/domain/email/mailer.js';
import type { OutboundHttp } from '@shared/domain/outbound.js';
import type { Logger } from '@shared/observability/log.js';
import type { IntegrationRuntime } from '@shared/domain/integrations/driver.js';
import type { EmailTargetDeps } from './targets/email-common.js';

/** The stores the delivery functions use, built alone so their bundles leave the others (usage, analytics, …) out. */
export type DeliveryStores = Pick<
  Stores,
  | 'tenants'
  | 'forms'
  | 'autoresponders'
  | 'suppressions'
  | 'webhooks'
  | 'deliveries'
  | 'integrations'
  | 'integrationDeliveryStates'
  | 'memberships'
  | 'deliveryTargets'
> & { submissions: Pick<Stores['submissions'], 'get' | 'getEach'> };

function deliveryStores(table: Table): DeliveryStores {
  const sources = {
    webhooks: webhookStore(table),
    integrations: integrationStore(table),
    memberships: membershipStore(table),
  };
  return {
    tenants: tenantStore(table),
    forms: formStore(table),
    submissions: submissionReader(table),
    autoresponders: autoresponderStore(table),
    suppressions: suppressionStore(table),
    deliveries: deliveryStore(table),
    integrationDeliveryStates: integrationDeliveryStateStore(table),
    ...sources,
    deliveryTargets: deliveryTargetsStore(table, sources),
  };
}

/** Everything the delivery consumers reach the outside world through. */
export interface DeliveryDeps {
  config: AppConfig;
  stores: DeliveryStores;
  logger: Logger;
  now(): Date;
  queue: DeliveryQueue;
  /** Outbound e-mail (owner notifications, autoresponders, suppression notices). */
  mailer: Mailer;
  /** The target providers the handler brought; fan-out asks each for its targets, an attempt picks by kind. */
  providers: TargetProvider[];
  /** How long a try's write waits for its batch's others (default 100 ms; tests make it long or short). */
  tryWriteWaitMs?: number;
}

/** Adapters a caller may replace beyond the dependencies themselves (tests point them at fakes). */
export interface DeliveryOverrides extends Partial<DeliveryDeps> {
  /** Defaults to the vetted outbound client with the configuration's loopback rule. */
  outbound?: OutboundHttp;
}

/** What target providers are built from. */
export interface ProviderParts {
  stores: DeliveryStores;
  outbound: OutboundHttp;
  email: EmailTargetDeps;
  /** Absent in a function that only finds targets (fan-out). */
  integrationRuntime?: IntegrationRuntime;
}

/**
 * What a delivery handler brings: its target providers (`targets/*.ts`: `webhookTargets`, `emailTargets`,
 * `integrationTargets`) and the sending clients they use — SES (`mailer`), the integrations' runtime (drivers,
 * KMS-sealed credentials, OAuth app secrets). Each handler imports only its own, so each bundle holds only its
 * channel's clients (fan-out: every provider, no client).
 */
export interface DeliveryParts {
  targets: readonly ((parts: ProviderParts) => TargetProvider[])[];
  mailer?(config: AppConfig): Mailer;
  integrationRuntime?(config: AppConfig, http: OutboundHttp): IntegrationRuntime;
}

/** The mailer of a function that sends no e-mail (fan-out asks the e-mail targets only whether they apply). */
const NO_MAILER: Mailer = {
  send: () => Promise.reject(new Error('this function sends no e-mail')),
};

/**
 * The delivery service's dependencies over a function runtime (Lambda and `local/`): the stores, the delivery
 * queues, the mailer and the target providers the handler brings, with the sending clients they use.
 */
export function deliveryDeps(
  runtime: FunctionRuntime,
  overrides: DeliveryOverrides = {},
  parts: DeliveryParts = { targets: [] },
): DeliveryDeps {
  const { config } = runtime;
  const { outbound, ...replaced } = overrides;
  const stores = replaced.stores ?? deliveryStores(runtime.table);
  const mailer = replaced.mailer ?? parts.mailer?.(config) ?? NO_MAILER;
  const http = outbound ?? outboundHttp({ allowLoopback: config.allowLoopbackTargets });
  const providerParts: ProviderParts = {
    stores,
    outbound: http,
    email: { ...stores, mailer, mailFrom: config.mailFrom, publicBaseUrl: config.publicBaseUrl },
    integrationRuntime: parts.integrationRuntime?.(config, http),
  };
  return {
    config,
    stores,
    mailer,
    logger: runtime.logger,
    now: runtime.now,
    queue: sqsDeliveryQueue(sqsSender(), deliveryQueueUrls(config)),
    providers: parts.targets.flatMap((targets) => targets(providerParts)),
    ...replaced,
  };
}
