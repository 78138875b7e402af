import type { Context } from 'aws-lambda';
import { parseSesFeedback } from '@shared/adapters/ses/feedback-events.js';
import { lambdaEntry, type FunctionRuntime } from '@shared/infra/runtime.js';
import { describeError, type Logger } from '@shared/observability/log.js';
import { EMAIL_FEEDBACK_METRICS } from '@shared/observability/metric-catalog.js';
import { serviceMetrics } from '@shared/observability/metrics.js';
import { deliveryDeps, type DeliveryOverrides } from '../deps.js';
import { recordSesFeedback, type FeedbackPorts, type FeedbackSummary } from '../use-cases/email-feedback.js';

/** Permanent bounces and complaints, as SES counts them for the account's reputation. */
function countFeedback(summary: FeedbackSummary): void {
  const metrics = serviceMetrics('delivery');
  if (summary.reason === 'bounce') metrics.count(EMAIL_FEEDBACK_METRICS.bounces);
  if (summary.reason === 'complaint') metrics.count(EMAIL_FEEDBACK_METRICS.complaints);
  metrics.flush();
}

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
      countFeedback(summary);
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

export const create = (runtime: FunctionRuntime, overrides?: DeliveryOverrides) => {
  const deps = deliveryDeps(runtime, overrides);
  return createSesEventsHandler({
    ...deps.stores,
    mailer: deps.mailer,
    mailFrom: deps.config.mailFrom,
    apiBaseUrl: deps.config.publicBaseUrl,
    logger: deps.logger,
    now: deps.now,
  });
};

/** Lambda entry point (EventBridge rule on SES bounce and complaint events). */
export const handler = lambdaEntry(create);
