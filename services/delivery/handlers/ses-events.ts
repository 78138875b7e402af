import type { Context } from 'aws-lambda';
import { formStore } from '@shared/adapters/dynamo/forms.js';
import { suppressionStore } from '@shared/adapters/dynamo/suppressions.js';
import { tenantStore } from '@shared/adapters/dynamo/tenants.js';
import { membershipStore } from '@shared/adapters/dynamo/memberships.js';
import { timelineStore } from '@shared/adapters/dynamo/timeline.js';
import { parseSesFeedback, parseSesMailEvent } from '@shared/adapters/ses/feedback-events.js';
import type { TimelineStore } from '@shared/domain/delivery/timeline.js';
import { lambdaEntry, type FunctionRuntime } from '@shared/infra/runtime.js';
import { describeError, type Logger } from '@shared/observability/log.js';
import { EMAIL_FEEDBACK_METRICS } from '@shared/observability/metric-catalog.js';
import { serviceMetrics } from '@shared/observability/metrics.js';
import { sesDeliveryMailer } from '../ses.js';
import {
  recordSesFeedback,
  recordSesMailEvent,
  type FeedbackPorts,
  type FeedbackSummary,
} from '../use-cases/email-feedback.js';

/** Permanent bounces and complaints, as SES counts them for the account's reputation. */
function countFeedback(summary: FeedbackSummary): void {
  const metrics = serviceMetrics('delivery');
  if (summary.reason === 'bounce') metrics.count(EMAIL_FEEDBACK_METRICS.bounces);
  if (summary.reason === 'complaint') metrics.count(EMAIL_FEEDBACK_METRICS.complaints);
  metrics.flush();
}

/**
 * SES delivered, bounce and complaint events from EventBridge → the submission's timeline (when the message was a
 * submission's) and, for permanent bounces and complaints, the suppression list. EventBridge invokes asynchronously and
 * retries when this throws (a dependency down); an event that cannot be read is logged and dropped.
 * `local/ses-events.ts` posts synthetic events into the same handler.
 */
export function createSesEventsHandler(
  ports: FeedbackPorts & { logger: Logger; timeline: Pick<TimelineStore, 'add'> },
) {
  return async (event: unknown, _context?: Context): Promise<FeedbackSummary> => {
    const started = Date.now();
    const id = (event as { id?: unknown } | null)?.id;
    try {
      const timeline = await recordSesMailEvent(ports, parseSesMailEvent(event));
      const summary = { ...(await recordSesFeedback(ports, parseSesFeedback(event))), timeline };
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

/** Only what feedback reaches: five stores and SES (for the owner's notice); no queue, no target providers. */
export const create = (
  runtime: FunctionRuntime,
  overrides: Partial<FeedbackPorts & { timeline: Pick<TimelineStore, 'add'> }> = {},
) => {
  const { table, config } = runtime;
  return createSesEventsHandler({
    forms: formStore(table),
    suppressions: suppressionStore(table),
    tenants: tenantStore(table),
    memberships: membershipStore(table),
    timeline: timelineStore(table),
    mailer: sesDeliveryMailer(config),
    mailFrom: config.mailFrom,
    apiBaseUrl: config.publicBaseUrl,
    logger: runtime.logger,
    now: runtime.now,
    ...overrides,
  });
};

/** Lambda entry point (EventBridge rule on SES delivered, bounce and complaint events). */
export const handler = lambdaEntry(create);
