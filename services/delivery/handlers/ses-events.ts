import type { Context } from 'aws-lambda';
import { dynamoDocumentClient, sesClient } from '@shared/adapters/aws-clients.js';
import { parseSesFeedback } from '@shared/adapters/ses/feedback-events.js';
import { sesMailer } from '@shared/adapters/ses/mailer.js';
import { createStores } from '@shared/adapters/stores.js';
import { configFromEnv } from '@shared/config.js';
import { describeError, jsonLogger, type Logger } from '@shared/observability/log.js';
import { recordSesFeedback, type FeedbackPorts, type FeedbackSummary } from '../use-cases/email-feedback.js';

/**
 * SES bounce and complaint events from EventBridge → suppression list. EventBridge invokes asynchronously and
 * retries when this throws (a dependency down); an event that cannot be read is logged and dropped.
 * `local/ses-events.ts` posts synthetic events into the same handler.
 */
export function createSesEventsHandler(ports: FeedbackPorts & { logger: Logger }) {
  return async (event: unknown, _context?: Context): Promise<FeedbackSummary> => {
    const started = Date.now();
    const id = (event as { id?: unknown } | null)?.id;
    try {
      const summary = await recordSesFeedback(ports, parseSesFeedback(event));
      ports.logger.info('ses event', {
        event_id: typeof id === 'string' ? id : undefined,
        ms: Date.now() - started,
        ...summary,
      });
      return summary;
    } catch (error) {
      ports.logger.error('ses event failed', {
        event_id: typeof id === 'string' ? id : undefined,
        ...describeError(error),
      });
      throw error;
    }
  };
}

let instance: ReturnType<typeof createSesEventsHandler> | undefined;

/** Lambda entry point. */
export const handler = (event: unknown, context: Context) => {
  if (!instance) {
    const config = configFromEnv();
    const stores = createStores({ client: dynamoDocumentClient(), name: config.tableName }, config);
    instance = createSesEventsHandler({
      ...stores,
      mailer: sesMailer(sesClient(), config.sesConfigurationSet),
      mailFrom: config.mailFrom,
      apiBaseUrl: config.publicBaseUrl,
      logger: jsonLogger,
      now: () => new Date(),
    });
  }
  return instance(event, context);
};
