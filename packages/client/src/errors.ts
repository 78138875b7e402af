import type { components } from './generated/api.js';

/** The error envelope every /v1 error uses: `{ error: { code, message, field? } }`. */
export type ErrorEnvelope = components['schemas']['Error'];

/**
 * A /v1 call that did not succeed: the HTTP status plus the envelope's stable `code`, its `message` and the
 * rejected request `field` (a dotted path) when the service named one. Answers that are not the envelope (a proxy's
 * HTML page, a network failure) get the code `unexpected_response` / `network_error`.
 */
export class FormbaseError extends Error {
  override readonly name = 'FormbaseError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    /** Seconds the service asked to wait (`Retry-After`), when it said so. */
    readonly retryAfterSeconds?: number,
  ) {
    super(field ? `${message} (${field})` : message);
  }

  /** Builds the error from a response and its parsed body (whatever the body turned out to be). */
  static fromResponse(response: Response, body: unknown): FormbaseError {
    const retryAfter = retryAfterSeconds(response.headers.get('retry-after'));
    if (isEnvelope(body)) {
      const { code, message, field } = body.error;
      return new FormbaseError(response.status, code, message, field, retryAfter);
    }
    return new FormbaseError(
      response.status,
      'unexpected_response',
      `${response.status} ${response.statusText || 'response'} without the error envelope`,
      undefined,
      retryAfter,
    );
  }
}

export const isFormbaseError = (value: unknown): value is FormbaseError => value instanceof FormbaseError;

function isEnvelope(body: unknown): body is ErrorEnvelope {
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  return typeof error?.code === 'string' && typeof error.message === 'string';
}

/** `Retry-After` as seconds: either delta-seconds or an HTTP date (RFC 9110 §10.2.3); undefined when absent or bad. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}
