import {
  BlockedError,
  DomainError,
  FormInactiveError,
  FormKeyRequiredError,
  NotFoundError,
  PayloadTooLargeError,
  ValidationError,
} from '@shared/domain/errors.js';
import { STATUS_BY_CODE } from '@shared/http/errors.js';
import { TIMING_FIELD } from '@shared/domain/spam/request-signals.js';
import { json, type HttpResult } from '@shared/http/response.js';
import { asSentence } from '../pages.js';
import { EmptySubmissionError } from '../use-cases/submit.js';
import { isPlausibleEmail } from '../use-cases/fields.js';
import { displayPath, type FieldMap } from '@shared/domain/fields.js';

/**
 * The response dialect of Formspree's official JavaScript clients (`@formspree/core`, and `@formspree/react` on top
 * of it), chosen by their `Formspree-Client` request header so a migrating site only changes the endpoint. The client
 * reads the body whatever the status: `{error|errors}` is a failure, `{next}` a success, anything else "Unexpected
 * response format". Our statuses stay as they are. Mapping: docs/decisions/public-endpoint.md.
 */

/** Request headers the clients add: the preflight must allow them. */
export const FORMSPREE_REQUEST_HEADERS = ['Formspree-Client', 'Formspree-Session-Data'] as const;

/** True when the request comes from a Formspree client (`@formspree/core@4.0.0`, or `<wrapper> @formspree/core@…`). */
export const speaksFormspree = (headers: Record<string, string>): boolean =>
  (headers['formspree-client']?.trim() ?? '') !== '';

/** The success body: `next` is where the client may send the visitor (the form's redirect, else our thank-you page). */
export const formspreeSuccess = (id: string, next: string): HttpResult => json(201, { ok: true, next, id });

/** The client keeps a form code only when it comes without a field, and a field code only with one. */
const FORM_CODES = ['FORM_NOT_FOUND', 'INACTIVE', 'BLOCKED', 'EMPTY', 'FILES_TOO_BIG'] as const;
const FIELD_CODES = ['TYPE_EMAIL', 'REQUIRED_FIELD_MISSING'] as const;
type FormErrorCode = (typeof FORM_CODES)[number];
type FieldErrorCode = (typeof FIELD_CODES)[number];

/** One entry of `errors`; the client files it under `field` when present (field codes) or as a form error. */
export interface FormspreeError {
  code: FormErrorCode | FieldErrorCode | 'UNSPECIFIED';
  message: string;
  field?: string;
}

/** An `email` or `_replyto` value that is not an address: refused for these clients, as the service they left does. */
export class InvalidEmailError extends ValidationError {}

/** What the error was about beyond its class: did the body exceed the body limit (a file, for these clients)? */
export interface ErrorFacts {
  bodyTooLarge: boolean;
}

function formspreeCode(error: unknown, facts: ErrorFacts): FormspreeError['code'] {
  if (error instanceof NotFoundError) return 'FORM_NOT_FOUND';
  if (error instanceof FormInactiveError) return 'INACTIVE';
  if (error instanceof BlockedError) return 'BLOCKED';
  if (error instanceof EmptySubmissionError) return 'EMPTY';
  if (error instanceof InvalidEmailError) return 'TYPE_EMAIL';
  if (error instanceof FormKeyRequiredError) return 'REQUIRED_FIELD_MISSING';
  if (error instanceof PayloadTooLargeError && facts.bodyTooLarge) return 'FILES_TOO_BIG';
  return 'UNSPECIFIED';
}

/** The failure body `{error, errors: [{code, field?, message}]}` with our status (500 for anything unexpected). */
export function formspreeFailure(error: unknown, facts: ErrorFacts): HttpResult {
  if (!(error instanceof DomainError)) {
    const message = 'An unexpected error occurred. Please try again in a moment.';
    return json(500, { error: message, errors: [{ code: 'UNSPECIFIED', message }] });
  }
  const message = asSentence(error.message);
  return json(STATUS_BY_CODE[error.code] ?? 400, { error: message, errors: [errorEntry(error, facts, message)] });
}

function errorEntry(error: DomainError, facts: ErrorFacts, message: string): FormspreeError {
  const code = formspreeCode(error, facts);
  if ((FORM_CODES as readonly string[]).includes(code)) return { code, message };
  // The clients cannot send X-Form-Key, so a missing key is the `_form_key` field the page can add.
  const field = code === 'REQUIRED_FIELD_MISSING' ? '_form_key' : error.field;
  if (field !== undefined) return { code, field, message };
  return { code: (FIELD_CODES as readonly string[]).includes(code) ? 'UNSPECIFIED' : code, message };
}

/**
 * Refuses an `email` (any case) or `_replyto` value that is sent, not blank and not an address, with the field name as
 * sent (the client shows it next to that input). Other requests keep the spec's rule: such a value is stored and
 * simply gives no `submitter_email`.
 */
function checkFormspreeEmails(fields: FieldMap): void {
  for (const [name, value] of fields) {
    if (name !== '_replyto' && name.toLowerCase() !== 'email') continue;
    for (const entry of Array.isArray(value) ? value : [value]) {
      if (entry === null || (typeof entry === 'string' && entry.trim() === '')) continue;
      if (typeof entry !== 'string' || !isPlausibleEmail(entry.trim())) {
        throw new InvalidEmailError('should be an email address', displayPath(name));
      }
    }
  }
}

/** Longest session header read; the client's is about 60 characters. */
const MAX_SESSION_CHARS = 1024;

/**
 * The page-load time from `Formspree-Session-Data` (base64 JSON `{loadedAt, webdriver}`), epoch milliseconds;
 * undefined for anything malformed, which is ignored rather than held against the visitor.
 */
export function sessionLoadedAt(header: string | undefined): number | undefined {
  if (!header || header.length > MAX_SESSION_CHARS || !/^[A-Za-z0-9+/]+=*$/.test(header.trim())) return undefined;
  try {
    const data: unknown = JSON.parse(Buffer.from(header.trim(), 'base64').toString('utf8'));
    const loadedAt = (data as { loadedAt?: unknown } | null)?.loadedAt;
    return typeof loadedAt === 'number' && Number.isSafeInteger(loadedAt) && loadedAt > 0 ? loadedAt : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The request as the submit use case takes it: the session's page-load time becomes our own timing hint (`_t`,
 * which the spam stage reads) unless the page sent one itself, and malformed e-mail fields are refused.
 */
export function formspreeFields(fields: FieldMap, headers: Record<string, string>): FieldMap {
  checkFormspreeEmails(fields);
  const loadedAt = sessionLoadedAt(headers['formspree-session-data']);
  if (loadedAt === undefined || fields.has(TIMING_FIELD)) return fields;
  return new Map([...fields, [TIMING_FIELD, loadedAt]]);
}
