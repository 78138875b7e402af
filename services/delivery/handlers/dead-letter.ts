import middy from '@middy/core';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { processBatch } from '@shared/adapters/sqs/batch.js';
import { lambdaEntry, type FunctionRuntime } from '@shared/infra/runtime.js';
import { deliveryStore } from '@shared/adapters/dynamo/deliveries.js';
import { deliveryNoticeStore } from '@shared/adapters/dynamo/delivery-notices.js';
import { formStore } from '@shared/adapters/dynamo/forms.js';
import { membershipStore } from '@shared/adapters/dynamo/memberships.js';
import { suppressionStore } from '@shared/adapters/dynamo/suppressions.js';
import { tenantStore } from '@shared/adapters/dynamo/tenants.js';
import { writeRecorded } from '@shared/domain/delivery/deliveries.js';
import { describeError } from '@shared/observability/log.js';
import type { DeliveryDeps } from '../deps.js';
import { parseDeliveryMessage } from '../messages.js';
import { countingDeliveries, flushDeliveryMetrics } from '../metrics.js';
import { sesDeliveryMailer } from '../ses.js';
import {
  tellOwnersAboutFailingDeliveries,
  type FailingDeliveriesNoticePorts,
} from '../use-cases/failing-deliveries-notice.js';

/**
 * Delivery dead-letter queue consumer: SQS redrove the message after its last try, so its delivery is `dead`
 * (unless a manual redeliver started a newer chain meanwhile), and for a webhook or an integration the organization's
 * owners are told, at most once a day per form. A notice that cannot be sent is logged; the delivery stays dead
 * either way. An unreadable message is logged and dropped.
 */
export function createDeadLetterHandler(deps: {
  stores: Pick<DeliveryDeps['stores'], 'deliveries'>;
  notice: FailingDeliveriesNoticePorts;
  logger: DeliveryDeps['logger'];
  now(): Date;
}) {
  return middy<SQSEvent, SQSBatchResponse>().handler((event) =>
    processBatch(
      event,
      countingDeliveries(async (record) => {
        let message;
        try {
          message = parseDeliveryMessage(record.body);
        } catch {
          return { outcome: 'done', log: { result: 'unreadable_message' } };
        }
        const at = deps.now();
        // A first-try message's delivery no try wrote is created first, so it is listed dead, not lost.
        const { deliveries } = deps.stores;
        const dead = await writeRecorded(
          deliveries,
          message,
          () => deliveries.markDead(message, at.toISOString()),
          (result) => result === undefined,
        );
        const log = {
          delivery_id: message.delivery_id,
          target_kind: message.target_key.split(':')[0],
          result: dead ? 'dead' : 'superseded',
        };
        if (!dead) return { outcome: 'done', log };
        try {
          const notice = await tellOwnersAboutFailingDeliveries(deps.notice, dead, at);
          return { outcome: 'done', log: { ...log, owner_notice: notice } };
        } catch (error) {
          return { outcome: 'done', log: { ...log, owner_notice: 'failed', ...describeError(error) } };
        }
      }),
      { logger: deps.logger, consumer: 'dead-letter' },
    ).finally(flushDeliveryMetrics),
  );
}

/** The deliveries store, and what the owners' notice needs: four reads, its daily claim and SES. */
export const create = (
  runtime: FunctionRuntime,
  overrides: Partial<Parameters<typeof createDeadLetterHandler>[0]> = {},
) => {
  const { table, config } = runtime;
  return createDeadLetterHandler({
    stores: { deliveries: deliveryStore(table) },
    notice: {
      notices: deliveryNoticeStore(table),
      mailer: sesDeliveryMailer(config),
      suppressions: suppressionStore(table),
      tenants: tenantStore(table),
      forms: formStore(table),
      memberships: membershipStore(table),
      mailFrom: config.mailFrom,
      apiBaseUrl: config.publicBaseUrl,
    },
    logger: runtime.logger,
    now: runtime.now,
    ...overrides,
  });
};

/** Lambda entry point. */
export const handler = lambdaEntry(create);
