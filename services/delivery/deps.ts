import { sqsClient } from '@shared/adapters/aws-clients.js';
import { outboundHttp } from '@shared/adapters/http/outbound.js';
import { sqsDeliveryQueue } from '@shared/adapters/sqs/delivery-queue.js';
import { createStores, type Stores } from '@shared/adapters/stores.js';
import type { AppConfig } from '@shared/config.js';
import type { FunctionRuntime } from '@shared/infra/runtime.js';
import type { DeliveryQueue } from '@shared/domain/delivery/deliveries.js';
import type { TargetProvider } from '@shared/domain/delivery/targets.js';
import type { Mailer } from '@shared/domain/email/mailer.js';
import type { OutboundHttp } from '@shared/domain/outbound.js';
import type { Logger } from '@shared/observability/log.js';
import { autoresponderProvider } from './targets/autoresponder.js';
import { ownerEmailProvider } from './targets/owner-email.js';
import { webhookProvider } from './targets/webhook.js';
import { integrationProvider } from './targets/integration.js';
import type { IntegrationRuntime } from '@shared/domain/integrations/driver.js';

/** Everything the delivery consumers reach the outside world through. */
export interface DeliveryDeps {
  config: AppConfig;
  stores: Stores;
  logger: Logger;
  now(): Date;
  queue: DeliveryQueue;
  /** Outbound e-mail (owner notifications, autoresponders, suppression notices). */
  mailer: Mailer;
  /** One provider per target kind; fan-out asks each for its targets, the attempt consumer picks by kind. */
  providers: TargetProvider[];
}

/** Adapters a caller may replace beyond the dependencies themselves (tests point them at fakes). */
export interface DeliveryOverrides extends Partial<DeliveryDeps> {
  /** Defaults to the vetted outbound client with the configuration's loopback rule. */
  outbound?: OutboundHttp;
}

/**
 * What only the functions that send reach: SES (attempts, suppression notices) and the integrations' runtime (their
 * drivers, KMS-sealed credentials, OAuth apps from SSM; attempts only). Each handler passes the ones it uses, so
 * fan-out and dead-letter bundles leave those clients out (`handlers/attempt.ts` passes both).
 */
export interface SendingClients {
  mailer?(config: AppConfig): Mailer;
  integrationRuntime?(config: AppConfig, http: OutboundHttp): IntegrationRuntime;
}

/** The mailer of a function that sends no e-mail (fan-out asks the e-mail targets only whether they apply). */
const NO_MAILER: Mailer = {
  send: () => Promise.reject(new Error('this function sends no e-mail')),
};

/**
 * The delivery service's dependencies over a function runtime (Lambda and `local/`): the stores, the queue
 * adapter, the mailer and the registered target providers — webhooks, owner e-mail, autoresponder, native
 * integrations — with the sending clients the handler brings.
 */
export function deliveryDeps(
  runtime: FunctionRuntime,
  overrides: DeliveryOverrides = {},
  sending: SendingClients = {},
): DeliveryDeps {
  const { config } = runtime;
  const { outbound, ...replaced } = overrides;
  const stores = replaced.stores ?? createStores(runtime.table, config);
  const mailer = replaced.mailer ?? sending.mailer?.(config) ?? NO_MAILER;
  const emailDeps = { ...stores, mailer, mailFrom: config.mailFrom, publicBaseUrl: config.publicBaseUrl };
  const http = outbound ?? outboundHttp({ allowLoopback: config.allowLoopbackTargets });
  return {
    config,
    stores,
    mailer,
    logger: runtime.logger,
    now: runtime.now,
    queue: sqsDeliveryQueue(sqsClient(), config.deliveryQueueUrl),
    providers: [
      webhookProvider({
        webhooks: stores.webhooks,
        outbound: http,
      }),
      ownerEmailProvider(emailDeps),
      autoresponderProvider(emailDeps),
      integrationProvider({
        integrations: stores.integrations,
        integrationDeliveryStates: stores.integrationDeliveryStates,
        runtime: sending.integrationRuntime?.(config, http),
      }),
    ],
    ...replaced,
  };
}
