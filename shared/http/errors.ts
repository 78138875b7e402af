import {
  DependencyUnavailableError,
  DomainError,
  type ErrorCode,
  MethodNotAllowedError,
  RateLimitedError,
} from '@shared/domain/errors.js';
import { asDependencyFailure } from './dependency-failure.js';
import { json, type HttpResult } from './response.js';

/**
 * The one place where error codes meet HTTP statuses: keyed by every `ErrorCode`, so a code without a status does
 * not compile.
 */
export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  validation_error: 400,
  unknown_field: 400,
  invalid_id: 400,
  not_api_key: 400,
  invalid_token: 400,
  invalid_passkey: 400,
  unauthorized: 401,
  form_key_required: 401,
  form_key_invalid: 401,
  insufficient_scope: 403,
  session_required: 403,
  insufficient_role: 403,
  sign_up_closed: 403,
  no_organization: 403,
  origin_not_allowed: 403,
  captcha_failed: 403,
  blocked: 403,
  submission_locked: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  form_inactive: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable_template: 422,
  rate_limited: 429,
  quota_exceeded: 429,
  internal_error: 500,
  dependency_unavailable: 503,
};

export interface ErrorBody {
  error: { code: ErrorCode; message: string; field?: string };
}

export const errorBody = (code: ErrorCode, message: string, field?: string): ErrorBody => ({
  error: field === undefined ? { code, message } : { code, message, field },
});

/**
 * Maps any thrown value to the standard envelope. A dependency failure (unreachable, timing out, throttling, 5xx)
 * becomes 503 `dependency_unavailable` with `Retry-After`; other unknown errors a generic 500 that leaks nothing.
 */
export function errorResult(thrown: unknown): HttpResult {
  const error = asDependencyFailure(thrown);
  if (!(error instanceof DomainError)) {
    return json(500, errorBody('internal_error', 'An unexpected error occurred. It has been logged.'));
  }
  const headers: Record<string, string> = {};
  if (error instanceof RateLimitedError || error instanceof DependencyUnavailableError) {
    headers['retry-after'] = String(error.retryAfterSeconds);
  }
  if (error instanceof MethodNotAllowedError) headers.allow = error.allowed.join(', ');
  if (error.code === 'unauthorized') headers['www-authenticate'] = 'Bearer';
  return json(STATUS_BY_CODE[error.code], errorBody(error.code, error.message, error.field), headers);
}
