import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { DomainError } from '@shared/domain/errors.js';
import { asDependencyFailure } from './dependency-failure.js';
import { errorResult } from './errors.js';
import { describeError, type LogFields, type Logger } from '@shared/observability/log.js';
import type { HttpResult } from './response.js';

/** Per-request log fields a handler can add to (tenant id, route, form id...). */
export const requestLogFields = new WeakMap<object, LogFields>();

export interface EnvelopeOptions {
  /**
   * Fields left off the line of a request that succeeded: answered below 400 and without an `error_code` (a form
   * can answer a refused post with a 303 to its error page). `method` and `path` are the envelope's own; the others
   * come from `requestLogFields`. Ingest leaves out what a successful form post's line would only repeat: the method
   * and path (the API access log has both under the same `request_id`) and the tenant (the form's). A refusal's or
   * an error's line keeps every field.
   */
  leanSuccess?: readonly string[];
}

/**
 * Middy middleware for every HTTP function: maps thrown errors to the envelope and writes exactly one
 * structured log line per request (status, timing, ids; unexpected errors with their stack, never the body).
 */
export function httpEnvelope(
  logger: Logger,
  options: EnvelopeOptions = {},
): MiddlewareObj<APIGatewayProxyEventV2, HttpResult> {
  const started = new WeakMap<object, number>();
  const line = (event: APIGatewayProxyEventV2, status: number, extra: LogFields = {}) => {
    const fields: LogFields = {
      request_id: event.requestContext?.requestId,
      method: event.requestContext?.http?.method,
      path: event.rawPath,
      status,
      ms: Date.now() - (started.get(event) ?? Date.now()),
      ...requestLogFields.get(event),
      ...extra,
    };
    if (status < 400 && fields.error_code === undefined)
      for (const key of options.leanSuccess ?? []) delete fields[key];
    logger.info('request', fields);
  };
  return {
    before: (request) => {
      started.set(request.event, Date.now());
    },
    after: (request) => {
      line(request.event, request.response?.statusCode ?? 200);
    },
    onError: (request) => {
      const error = asDependencyFailure(request.error);
      const result = errorResult(error);
      request.response = result;
      // A dependency failure also logs what failed (class, message, stack), never request data.
      const cause = error === request.error ? {} : describeError(request.error);
      if (error instanceof DomainError) line(request.event, result.statusCode, { error_code: error.code, ...cause });
      else line(request.event, 500, { error_code: 'internal_error', ...describeError(error) });
    },
  };
}
