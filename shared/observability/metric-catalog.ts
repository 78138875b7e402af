/**
 * Every business metric the functions publish (CloudWatch embedded metric format), defined once: the functions
 * emit these names, the dashboard and alarms read them. Dimensioned by `service` only, never by tenant or form,
 * so the number of metric series (and their cost) stays flat however many forms a deployment has.
 */
export const METRIC_NAMESPACE = 'Formbase';

/** The `service` dimension's values: one per Lambda service that publishes metrics. */
export const METRIC_SERVICES = ['ingest', 'delivery'] as const;
export type MetricService = (typeof METRIC_SERVICES)[number];

export const SUBMISSION_METRICS = {
  accepted: 'SubmissionsAccepted',
  spam: 'SubmissionsSpam',
  blocked: 'SubmissionsBlocked',
  locked: 'SubmissionsLockedForQuota',
  rateLimited: 'SubmissionsRateLimited',
} as const;

/** Delivery targets as the metrics group them: every native integration type counts as `Integration`. */
export const DELIVERY_METRIC_KINDS = {
  webhook: 'Webhook',
  integration: 'Integration',
  owner_email: 'OwnerEmail',
  autoresponder: 'Autoresponder',
} as const;
export const DELIVERY_METRIC_OUTCOMES = { delivered: 'Delivered', failed: 'Failed', dead: 'Dead' } as const;
export type DeliveryMetricKind = keyof typeof DELIVERY_METRIC_KINDS;
export type DeliveryMetricOutcome = keyof typeof DELIVERY_METRIC_OUTCOMES;

/** `WebhookDelivered`, `IntegrationDead`, …: kind and outcome are in the name so that `service` stays the only dimension. */
export const deliveryMetricName = (kind: DeliveryMetricKind, outcome: DeliveryMetricOutcome): string =>
  `${DELIVERY_METRIC_KINDS[kind]}${DELIVERY_METRIC_OUTCOMES[outcome]}`;

export const DELIVERY_LAG_METRIC = 'DeliveryLag';

/**
 * The second stage of spam protection (`spamReview`, published under the `delivery` service): submissions reviewed,
 * moved to spam by the review, and batches that went on with ingest's verdicts because the review failed (alarmed).
 */
export const SPAM_REVIEW_METRICS = {
  reviewed: 'SpamReviewed',
  movedToSpam: 'SpamReviewMovedToSpam',
  fallbacks: 'SpamReviewFallbacks',
} as const;
export const EMAIL_FEEDBACK_METRICS = { bounces: 'EmailBounces', complaints: 'EmailComplaints' } as const;

export type MetricUnit = 'Count' | 'Milliseconds';

/** Name → unit of every business metric, for the dashboard and for the tests that read the EMF lines. */
export const BUSINESS_METRICS: Readonly<Record<string, { unit: MetricUnit; service: MetricService }>> = {
  ...Object.fromEntries(
    Object.values(SUBMISSION_METRICS).map((name) => [name, { unit: 'Count', service: 'ingest' } as const]),
  ),
  ...Object.fromEntries(
    (Object.keys(DELIVERY_METRIC_KINDS) as DeliveryMetricKind[]).flatMap((kind) =>
      (Object.keys(DELIVERY_METRIC_OUTCOMES) as DeliveryMetricOutcome[]).map((outcome) => [
        deliveryMetricName(kind, outcome),
        { unit: 'Count', service: 'delivery' } as const,
      ]),
    ),
  ),
  [DELIVERY_LAG_METRIC]: { unit: 'Milliseconds', service: 'delivery' },
  ...Object.fromEntries(
    Object.values(SPAM_REVIEW_METRICS).map((name) => [name, { unit: 'Count', service: 'delivery' } as const]),
  ),
  [EMAIL_FEEDBACK_METRICS.bounces]: { unit: 'Count', service: 'delivery' },
  [EMAIL_FEEDBACK_METRICS.complaints]: { unit: 'Count', service: 'delivery' },
};
