import { dynamoDocumentClient, sesClient, sqsClient } from '@shared/adapters/aws-clients.js';
import { eventOutbox } from '@shared/adapters/dynamo/outbox.js';
import type { Table } from '@shared/adapters/dynamo/table.js';
import { tenantStore } from '@shared/adapters/dynamo/tenants.js';
import { usageStore } from '@shared/adapters/dynamo/usage.js';
import { sesMailer } from '@shared/adapters/ses/mailer.js';
import { sqsEventPublisher } from '@shared/adapters/sqs/events.js';
import { configFromEnv, type AppConfig } from '@shared/config.js';
import { describeError, jsonLogger, type Logger } from '@shared/http/log.js';
import { sendUsageNotices, sweepOutbox, type SweepPorts } from './use-cases/sweep.js';

export interface SweepDeps extends SweepPorts {
  logger: Logger;
}

/** The sweeper's dependencies over one table, the events queue and SES; `overrides` replaces any port. */
export function sweepDeps(config: AppConfig, table: Table, overrides: Partial<SweepDeps> = {}): SweepDeps {
  return {
    outbox: eventOutbox(table),
    events: sqsEventPublisher(sqsClient(), config.eventsQueueUrl),
    usage: usageStore(table),
    tenants: tenantStore(table),
    mailer: sesMailer(sesClient(), config.sesConfigurationSet),
    mailFrom: config.mailFrom,
    logger: jsonLogger,
    ...overrides,
  };
}

/**
 * One sweep (a scheduled function, every minute in AWS): re-sends outbox events and e-mails pending usage
 * notices. Writes one log line per run; a failing part never stops the other.
 */
export function createSweeper(deps: SweepDeps) {
  return async (): Promise<void> => {
    const started = Date.now();
    const [outbox, notices] = await Promise.allSettled([sweepOutbox(deps), sendUsageNotices(deps)]);
    const part = (name: string, r: PromiseSettledResult<{ sent: number; failed: number }>) =>
      r.status === 'fulfilled'
        ? { [`${name}_sent`]: r.value.sent, [`${name}_failed`]: r.value.failed }
        : { [`${name}_error`]: String(describeError(r.reason).error_type) };
    const fields = { ...part('outbox', outbox), ...part('notices', notices), ms: Date.now() - started };
    if (outbox.status === 'rejected' || notices.status === 'rejected') deps.logger.error('sweep', fields);
    else deps.logger.info('sweep', fields);
  };
}

export function sweepDepsFromEnv(): SweepDeps {
  const config = configFromEnv();
  return sweepDeps(config, { client: dynamoDocumentClient(), name: config.tableName });
}
