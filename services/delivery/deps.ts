import { dynamoDocumentClient, sesClient, sqsClient } from '@shared/adapters/aws-clients.js';
import { outboundHttp } from '@shared/adapters/http/outbound.js';
import { sesMailer } from '@shared/adapters/ses/mailer.js';
import { sqsDeliveryQueue } from '@shared/adapters/sqs/delivery-queue.js';
import { createStores, type Stores } from '@shared/adapters/stores.js';
import { configFromEnv, type AppConfig } from '@shared/config.js';
import type { DeliveryQueue } from '@shared/domain/delivery/deliveries.js';
import type { TargetProvider } from '@shared/domain/delivery/targets.js';
import type { Mailer } from '@shared/domain/email/mailer.js';
import type { OutboundHttp } from '@shared/domain/outbound.js';
import { jsonLogger, type Logger } from '@shared/observability/log.js';
import { autoresponderProvider } from './targets/autoresponder.js';
import { ownerEmailProvider } from './targets/owner-email.js';
import { webhookProvider } from './targets/webhook.js';

/** Everything the delivery consumers reach the outside world through. */
export interface DeliveryDeps {
  config: AppConfig;
  stores: Stores;
  logger: Logger;
  now(): Date;
  queue: DeliveryQueue;
  /** One provider per target kind; fan-out asks each for its targets, the attempt consumer picks by kind. */
  providers: TargetProvider[];
}

export interface DeliveryAdapters {
  stores: Stores;
  logger: Logger;
  /** Defaults to the vetted outbound client with the configuration's loopback rule. */
  outbound?: OutboundHttp;
  mailer?: Mailer;
}

/**
 * The delivery service's composition root (Lambda and `local/`): the queue adapter and the registered target
 * providers — webhooks, owner e-mail, autoresponder. Integrations register here when they exist.
 */
export function createDeliveryDeps(config: AppConfig, adapters: DeliveryAdapters): DeliveryDeps {
  const { stores } = adapters;
  const emailDeps = {
    ...stores,
    mailer: adapters.mailer ?? sesMailer(sesClient(), config.sesConfigurationSet),
    mailFrom: config.mailFrom,
    publicBaseUrl: config.publicBaseUrl,
  };
  return {
    config,
    stores,
    logger: adapters.logger,
    now: () => new Date(),
    queue: sqsDeliveryQueue(sqsClient(), config.deliveryQueueUrl),
    providers: [
      webhookProvider({
        webhooks: stores.webhooks,
        outbound: adapters.outbound ?? outboundHttp({ allowLoopback: config.allowLoopbackTargets }),
      }),
      ownerEmailProvider(emailDeps),
      autoresponderProvider(emailDeps),
    ],
  };
}

let fromEnv: DeliveryDeps | undefined;

/** The Lambda's dependencies, built once per process from the environment. */
export function deliveryDepsFromEnv(): DeliveryDeps {
  if (!fromEnv) {
    const config = configFromEnv();
    fromEnv = createDeliveryDeps(config, {
      stores: createStores({ client: dynamoDocumentClient(), name: config.tableName }, config),
      logger: jsonLogger,
    });
  }
  return fromEnv;
}
