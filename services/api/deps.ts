import { deliveryQueueUrls, type AppConfig } from '@shared/config.js';
import type { FunctionRuntime } from '@shared/infra/runtime.js';
import { sqsSender } from '@shared/adapters/aws-clients.js';
import { signedFileDownloads } from '@shared/adapters/s3/file-downloads.js';
import { s3AccessOf } from '@shared/adapters/s3/signed-requests.js';
import { signedSubmissionFiles } from '@shared/adapters/s3/submission-files.js';
import { sqsEventPublisher } from '@shared/adapters/sqs/events.js';
import { sqsDeliveryQueue } from '@shared/adapters/sqs/delivery-queue.js';
import { outboundHttp } from '@shared/adapters/http/outbound.js';
import type { IntegrationRuntime } from '@shared/domain/integrations/driver.js';
import type { DeliveryQueue } from '@shared/domain/delivery/deliveries.js';
import type { OutboundHttp } from '@shared/domain/outbound.js';
import { signingOf } from '@shared/adapters/aws-json.js';
import { sesMailer } from '@shared/adapters/ses/mailer.js';
import type { Mailer } from '@shared/domain/email/mailer.js';
import type { Stores } from '@shared/adapters/stores.js';
import type { EventPublisher } from '@shared/domain/events.js';
import type { SubmissionFileStorage } from '@shared/domain/submission.js';
import type { FileDownloadLinks } from '@shared/domain/uploads.js';
import type { Logger } from '@shared/observability/log.js';

/** What every API function has: its configuration, logger and clock. */
export interface ApiBase {
  config: AppConfig;
  logger: Logger;
  now(): Date;
}

/** The clients beside the table, each built only by the API functions whose routes use it. */
export interface ApiPorts {
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

/** Everything the API's use cases reach the outside world through. */
export interface ApiDeps extends ApiBase, ApiPorts {
  stores: Stores;
}

/**
 * What one route module uses: the ports `P` and the stores `S` it names (the pipeline's stores come with every one).
 * Each API function builds only what its routes name, so its bundle holds only those clients and stores.
 */
export type ApiParts<P extends keyof ApiPorts = never, S extends keyof Stores = never> = ApiBase &
  Pick<ApiPorts, P> & { stores: Pick<Stores, S | PipelineStore> };

/** The stores every API function has, because its pipeline uses them. */
export type PipelineStore = 'credentials' | 'memberships' | 'auditLog';

export const apiBase = ({ config, logger, now }: FunctionRuntime): ApiBase => ({ config, logger, now });

export const eventsPort = ({ config }: FunctionRuntime): EventPublisher =>
  sqsEventPublisher(sqsSender(), config.eventsQueueUrl);

export const deliveryQueuePort = ({ config }: FunctionRuntime): DeliveryQueue =>
  sqsDeliveryQueue(sqsSender(), deliveryQueueUrls(config));

export const outboundPort = ({ config }: FunctionRuntime): OutboundHttp =>
  outboundHttp({ allowLoopback: config.allowLoopbackTargets });

export const mailerPort = (runtime: FunctionRuntime): Mailer =>
  sesMailer(signingOf(runtime.table.client), runtime.config.sesConfigurationSet);

/** The bucket, over presigned requests signed with the table client's region and credentials. */
export function bucketPorts({ config, table }: FunctionRuntime): Pick<ApiPorts, 'files' | 'fileLinks'> {
  const bucket = s3AccessOf(config.bucketName, config.s3ForcePathStyle, table.client);
  return { files: signedSubmissionFiles(bucket), fileLinks: signedFileDownloads(bucket) };
}
