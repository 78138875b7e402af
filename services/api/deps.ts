import { deliveryQueueUrls, type AppConfig } from '@shared/config.js';
import type { FunctionRuntime } from '@shared/infra/runtime.js';
import { sesClient, sqsClient } from '@shared/adapters/aws-clients.js';
import { signedFileDownloads } from '@shared/adapters/s3/file-downloads.js';
import { s3AccessOf } from '@shared/adapters/s3/signed-requests.js';
import { signedSubmissionFiles } from '@shared/adapters/s3/submission-files.js';
import { sqsEventPublisher } from '@shared/adapters/sqs/events.js';
import { sqsDeliveryQueue } from '@shared/adapters/sqs/delivery-queue.js';
import { outboundHttp } from '@shared/adapters/http/outbound.js';
import { integrationRuntime, type IntegrationRuntime } from '@shared/adapters/integrations/runtime.js';
import type { DeliveryQueue } from '@shared/domain/delivery/deliveries.js';
import type { OutboundHttp } from '@shared/domain/outbound.js';
import { sesMailer } from '@shared/adapters/ses/mailer.js';
import type { Mailer } from '@shared/domain/email/mailer.js';
import { createStores, type Stores } from '@shared/adapters/stores.js';
import type { EventPublisher } from '@shared/domain/events.js';
import type { SubmissionFileStorage } from '@shared/domain/submission.js';
import type { FileDownloadLinks } from '@shared/domain/uploads.js';
import type { Logger } from '@shared/observability/log.js';

/** Everything the API's use cases reach the outside world through. */
export interface ApiDeps {
  config: AppConfig;
  stores: Stores;
  logger: Logger;
  now(): Date;
  /** The events queue (submission.created/updated/deleted). */
  events: EventPublisher;
  /** Uploaded files of submissions in the bucket. */
  files: SubmissionFileStorage;
  /** Short-lived download links of those files. */
  fileLinks: FileDownloadLinks;
  /** Outbound e-mail (autoresponder test sends). */
  mailer: Mailer;
  /** The delivery queue (manual redelivery of one delivery). */
  deliveryQueue: DeliveryQueue;
  /** Vetted outbound HTTP (webhook test sends). */
  outbound: OutboundHttp;
  /** Integration providers (OAuth apps, credential sealing, provider URLs). */
  integrationRuntime: IntegrationRuntime;
}

/**
 * The API's dependencies over a function runtime (Lambda or `local/`): stores on the table, the queues, the
 * bucket (presigned requests, signed with the table client's region and credentials), SES and vetted outbound HTTP. `overrides` replaces any of them (tests inject faults).
 */
export function apiDeps(runtime: FunctionRuntime, overrides: Partial<ApiDeps> = {}): ApiDeps {
  const { config } = runtime;
  const bucket = s3AccessOf(config.bucketName, config.s3ForcePathStyle, runtime.table.client);
  const outbound = outboundHttp({ allowLoopback: config.allowLoopbackTargets });
  return {
    config,
    stores: createStores(runtime.table, config),
    logger: runtime.logger,
    now: runtime.now,
    deliveryQueue: sqsDeliveryQueue(sqsClient(), deliveryQueueUrls(config)),
    outbound,
    integrationRuntime: integrationRuntime(config, overrides.outbound ?? outbound),
    events: sqsEventPublisher(sqsClient(), config.eventsQueueUrl),
    files: signedSubmissionFiles(bucket),
    fileLinks: signedFileDownloads(bucket),
    mailer: sesMailer(sesClient(), config.sesConfigurationSet),
    ...overrides,
  };
}
