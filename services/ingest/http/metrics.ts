import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { requestLogFields } from '@shared/http/middleware.js';
import { SUBMISSION_METRICS } from '@shared/observability/metric-catalog.js';
import type { BusinessMetrics } from '@shared/observability/metrics.js';
import type { LogFields } from '@shared/observability/log.js';
import type { HttpResult } from '@shared/http/response.js';

/** The submission metric a finished request counts towards, read from its log line (none for other requests). */
export function submissionOutcomes(log: LogFields): string[] {
  if (log.error_code === 'blocked') return [SUBMISSION_METRICS.blocked];
  if (log.error_code === 'rate_limited') return [SUBMISSION_METRICS.rateLimited];
  if (typeof log.submission_id !== 'string') return [];
  const counted: string[] = [SUBMISSION_METRICS.accepted];
  if (log.submission_status === 'spam') counted.push(SUBMISSION_METRICS.spam);
  if (log.locked === true) counted.push(SUBMISSION_METRICS.locked);
  return counted;
}

/**
 * Counts each form post by outcome (accepted, stored as spam, locked for quota, blocked, rate-limited) and prints
 * the EMF line at the end of the request. Runs inside `httpEnvelope`, so the log line is complete by then.
 */
export function submissionMetrics(metrics: BusinessMetrics): MiddlewareObj<APIGatewayProxyEventV2, HttpResult> {
  const record = (event: APIGatewayProxyEventV2) => {
    for (const name of submissionOutcomes(requestLogFields.get(event) ?? {})) metrics.count(name);
    metrics.flush();
  };
  return { after: (request) => record(request.event), onError: (request) => record(request.event) };
}
