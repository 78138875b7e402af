import middy from '@middy/core';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { sqsSender } from '@shared/adapters/aws-clients.js';
import { formStore } from '@shared/adapters/dynamo/forms.js';
import { spamVerdictWriter } from '@shared/adapters/dynamo/spam-verdicts.js';
import { submissionReader } from '@shared/adapters/dynamo/submissions.js';
import { packagedReviewModel } from '@shared/adapters/spam-review-model.js';
import { sqsEventPublisher } from '@shared/adapters/sqs/events.js';
import { SPAM_REVIEW_RECEIVES } from '@shared/infra/definition.js';
import { lambdaEntry, type FunctionRuntime } from '@shared/infra/runtime.js';
import { describeError, type Logger } from '@shared/observability/log.js';
import { SPAM_REVIEW_METRICS } from '@shared/observability/metric-catalog.js';
import { serviceMetrics, type BusinessMetrics } from '@shared/observability/metrics.js';
import { parseSubmissionEvent } from '../messages.js';
import { reviewAndPassOn, type SpamReviewPorts } from '../use-cases/spam-review.js';

/** The review model's share of the function's 30 s: past it, the batch goes on with ingest's verdicts. */
const REVIEW_BUDGET_MS = 10_000;

export type SpamReviewDeps = SpamReviewPorts & { logger: Logger; metrics: BusinessMetrics };

/**
 * Spam-review queue consumer (`docs/spam.md`, "Second stage"): one invocation reviews a batch of new submissions'
 * events and passes them to the events queue. The batch succeeds or is retried whole (reviewing and passing on are
 * both safe to repeat: a verdict only moves `received` → `spam`, and fan-out makes no second delivery of an event).
 * Its last receive passes the events on unreviewed. A body that is not a submission event is logged and dropped.
 */
export function createSpamReviewHandler(deps: SpamReviewDeps) {
  return middy<SQSEvent, SQSBatchResponse>().handler(async (event) => {
    const events = event.Records.flatMap((record) => {
      try {
        return [parseSubmissionEvent(record.body)];
      } catch (error) {
        deps.logger.error('spam review: not a submission event', {
          message_id: record.messageId,
          ...describeError(error),
        });
        return [];
      }
    });
    const lastTry = event.Records.some((r) => Number(r.attributes.ApproximateReceiveCount) >= SPAM_REVIEW_RECEIVES);
    try {
      const result = await reviewAndPassOn(deps, events, { lastTry });
      deps.metrics.count(SPAM_REVIEW_METRICS.reviewed, result.reviewed);
      deps.metrics.count(SPAM_REVIEW_METRICS.movedToSpam, result.movedToSpam);
      if (result.fallback) {
        deps.metrics.count(SPAM_REVIEW_METRICS.fallbacks);
        deps.logger.error('spam review fell back to the first verdict', {
          reason: result.fallback,
          events: events.length,
          ...(result.error ? describeError(result.error) : {}),
        });
      } else
        deps.logger.info('spam review', {
          events: events.length,
          reviewed: result.reviewed,
          moved_to_spam: result.movedToSpam,
        });
      return { batchItemFailures: [] };
    } catch (error) {
      deps.logger.error('spam review failed; the batch is retried', { events: events.length, ...describeError(error) });
      return { batchItemFailures: event.Records.map((r) => ({ itemIdentifier: r.messageId })) };
    } finally {
      deps.metrics.flush();
    }
  });
}

/** The submission reads, the one verdict write, the review model and the events queue: nothing else in this bundle. */
export function spamReviewDeps(runtime: FunctionRuntime, overrides: Partial<SpamReviewDeps> = {}): SpamReviewDeps {
  const { table, config } = runtime;
  return {
    submissions: submissionReader(table),
    forms: formStore(table),
    verdicts: spamVerdictWriter(table),
    model: packagedReviewModel,
    events: sqsEventPublisher(sqsSender(), config.eventsQueueUrl),
    budgetMs: REVIEW_BUDGET_MS,
    logger: runtime.logger,
    metrics: serviceMetrics('delivery'),
    ...overrides,
  };
}

export const create = (runtime: FunctionRuntime, overrides?: Partial<SpamReviewDeps>) =>
  createSpamReviewHandler(spamReviewDeps(runtime, overrides));

/** Lambda entry point (the spam-review queue). */
export const handler = lambdaEntry(create);
