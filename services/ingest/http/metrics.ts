import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { requestLogFields } from '@shared/http/middleware.js';
import { SUBMISSION_METRICS } from '@shared/observability/metric-catalog.js';
import type { BusinessMetrics } from '@shared/observability/metrics.js';
import type { LogFields } from '@shared/observability/log.js';
import type { HttpResult } from '@shared/http/response.js';

/**
 * The refusal metric a finished request counts towards, read from its log line (none for other requests). Stored
 * submissions (accepted, spam, locked) are counted by the table stream's consumer, one EMF line per batch instead of
 * ~210 B on every form post (`services/api/handlers/submission-stream.ts`).
 */
export function submissionOutcomes(log: LogFields): string[] {
  if (log.error_code === 'blocked') return [SUBMISSION_METRICS.blocked];
  if (log.error_code === 'rate_limited') return [SUBMISSION_METRICS.rateLimited];
  return [];
}

/**
 * Counts each refused form post by outcome (blocked, rate-limited) and prints the EMF line at the end of the
 * request (nothing for a stored one). Runs inside `httpEnvelope`, so the log line is complete by then.
 */
export function submissionMetrics(metrics: BusinessMetrics): MiddlewareObj<APIGatewayProxyEventV2, HttpResult> {
  const record = (event: APIGatewayProxyEventV2) => {
    for (const name of submissionOutcomes(requestLogFields.get(event) ?? {})) metrics.count(name);
    metrics.flush();
  };
  return { after: (request) => record(request.event), onError: (request) => record(request.event) };
}
