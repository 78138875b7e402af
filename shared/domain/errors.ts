/**
 * Typed domain errors, one class per stable error code. Transport mapping (HTTP status) lives in
 * `shared/http/errors.ts`; nothing here knows about HTTP.
 */
/** Every stable error code the API answers with (a `DomainError`'s `code`; `internal_error` for anything else). */
export const ERROR_CODES = [
  'unauthorized',
  'insufficient_scope',
  'session_required',
  'insufficient_role',
  'invalid_token',
  'sign_up_closed',
  'no_organization',
  'invalid_passkey',
  'not_api_key',
  'validation_error',
  'unknown_field',
  'invalid_id',
  'not_found',
  'method_not_allowed',
  'conflict',
  'rate_limited',
  'quota_exceeded',
  'unprocessable_template',
  'payload_too_large',
  'unsupported_media_type',
  'origin_not_allowed',
  'form_inactive',
  'form_key_required',
  'form_key_invalid',
  'captcha_failed',
  'blocked',
  'dependency_unavailable',
  'submission_locked',
  'internal_error',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export abstract class DomainError extends Error {
  abstract readonly code: ErrorCode;
  constructor(
    message: string,
    /** Dotted path of the rejected request field, e.g. `settings.rate_limit.limit`. */
    readonly field?: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class UnauthorizedError extends DomainError {
  readonly code = 'unauthorized';
}
export class InsufficientScopeError extends DomainError {
  readonly code = 'insufficient_scope';
}
export class SessionRequiredError extends DomainError {
  readonly code = 'session_required';
}
/** The member's role in the organization does not allow this (e.g. a member managing API keys). */
export class InsufficientRoleError extends DomainError {
  readonly code = 'insufficient_role';
}
/** A sign-in link or invitation token that is unknown, used, expired, revoked or malformed. */
export class InvalidTokenError extends DomainError {
  readonly code = 'invalid_token';
}
/** The deployment does not let this address sign up (invitation only, or a domain outside the allowed list). */
export class SignUpClosedError extends DomainError {
  readonly code = 'sign_up_closed';
}
/** A person who belongs to no organization, where the deployment does not give them one of their own. */
export class NoOrganizationError extends DomainError {
  readonly code = 'no_organization';
}
/** A passkey response that does not verify (unknown or removed passkey, wrong origin, stale challenge). */
export class InvalidPasskeyError extends DomainError {
  readonly code = 'invalid_passkey';
}
export class NotApiKeyError extends DomainError {
  readonly code = 'not_api_key';
}
export class ValidationError extends DomainError {
  readonly code = 'validation_error';
}
export class UnknownFieldError extends DomainError {
  readonly code = 'unknown_field';
}
export class InvalidIdError extends DomainError {
  readonly code = 'invalid_id';
}
export class NotFoundError extends DomainError {
  readonly code = 'not_found';
}
export class MethodNotAllowedError extends DomainError {
  readonly code = 'method_not_allowed';
  constructor(
    message: string,
    readonly allowed: string[],
  ) {
    super(message);
  }
}
export class ConflictError extends DomainError {
  readonly code = 'conflict';
}
export class RateLimitedError extends DomainError {
  readonly code = 'rate_limited';
  constructor(
    message: string,
    /** Whole seconds until a retry can succeed. */
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}
export class QuotaExceededError extends DomainError {
  readonly code = 'quota_exceeded';
}
export class UnprocessableTemplateError extends DomainError {
  readonly code = 'unprocessable_template';
}
export class PayloadTooLargeError extends DomainError {
  readonly code = 'payload_too_large';
}
export class UnsupportedMediaTypeError extends DomainError {
  readonly code = 'unsupported_media_type';
}
export class OriginNotAllowedError extends DomainError {
  readonly code = 'origin_not_allowed';
}
export class FormInactiveError extends DomainError {
  readonly code = 'form_inactive';
}
export class FormKeyRequiredError extends DomainError {
  readonly code = 'form_key_required';
}
export class FormKeyInvalidError extends DomainError {
  readonly code = 'form_key_invalid';
}
export class CaptchaFailedError extends DomainError {
  readonly code = 'captcha_failed';
}
export class BlockedError extends DomainError {
  readonly code = 'blocked';
}
/** A service the request needs (table, queue, bucket) is unreachable, timing out, throttling or failing: retry later. */
export class DependencyUnavailableError extends DomainError {
  readonly code = 'dependency_unavailable';
  constructor(
    message: string,
    /** Whole seconds a client should wait before retrying. */
    readonly retryAfterSeconds = 5,
  ) {
    super(message);
  }
}
/** The submission is locked over the plan quota: its content (fields and files) is hidden until it unlocks. */
export class SubmissionLockedError extends DomainError {
  readonly code = 'submission_locked';
}
