import { createFormbaseClient, isFormbaseError, type FormbaseError } from '@formbase/client';
import { nextTask } from '../nextTask';
import { plural } from '../ui/format';

/**
 * The browser's `fetch`, called in a task of its own: a commit that mounts several queries starts them all from one
 * task (its effects), and each call costs about a millisecond of CPU (four on a phone), which made that task the
 * longest script task of a start.
 */
const fetchInItsOwnTask: typeof fetch = (input, init) =>
  new Promise<void>((resolve) => nextTask(resolve)).then(() => fetch(input, init));

/**
 * The one client of the app: same origin as the page, so calls carry the `fb_session` cookie (HttpOnly, never read
 * here) and the browser's `Origin` header, which the server checks on every unsafe request.
 */
export const api = createFormbaseClient({
  baseUrl: window.location.origin,
  // A short wait the service asks for is taken quietly; a longer one is said (`errorSentence`), never waited out
  // behind a spinning button.
  retry: { maxRetries: 2, maxDelaySeconds: 5 },
  fetch: fetchInItsOwnTask,
});

/** Field names as a person reads them: `settings.rate_limit.limit` → "rate limit › limit". */
export function fieldLabel(field: string): string {
  return field
    .replace(/^settings\./, '')
    .split('.')
    .map((part) => part.replace(/_/g, ' '))
    .join(' › ');
}

/** An API error as one sentence naming the field it is about. */
export function errorSentence(error: unknown): string {
  if (!isFormbaseError(error)) return error instanceof Error ? error.message : 'Something went wrong.';
  const e = error as FormbaseError;
  if (e.code === 'network_error') return 'The server cannot be reached. Check your connection and try again.';
  const after = e.retryAfterSeconds === undefined ? undefined : duration(e.retryAfterSeconds);
  const wait = after ? ` Try again in ${after}.` : '';
  // Not the API's envelope: a proxy's or load balancer's page, whose text means nothing to the reader.
  if (e.code === 'unexpected_response')
    return e.status >= 500
      ? `Formbase is unavailable for a moment (error ${e.status}).${wait || ' Try again shortly.'}`
      : `The server gave an answer the dashboard cannot read (error ${e.status}).${wait}`;
  const raw = e.message.replace(/\s*\([^)]*\)$/, '');
  const message = raw.charAt(0).toUpperCase() + raw.slice(1);
  const sentence = /[.!?]$/.test(message) ? message : `${message}.`;
  const named =
    e.field && !sentence.toLowerCase().includes(fieldLabel(e.field)) && !raw.includes(e.field)
      ? `${fieldLabel(e.field).replace(/^./, (c) => c.toUpperCase())}: ${sentence}`
      : sentence;
  // "…; try again later" becomes "…; try again in 2 minutes" when the service said how long.
  return after && /try again later\.$/i.test(named) ? named.replace(/later\.$/i, `in ${after}.`) : named + wait;
}

/** A wait as a person says it: "30 seconds", "2 minutes", "1 hour". */
const duration = (seconds: number): string =>
  seconds < 90
    ? plural(Math.max(1, seconds), 'second')
    : seconds < 5400
      ? plural(Math.ceil(seconds / 60), 'minute')
      : plural(Math.ceil(seconds / 3600), 'hour');

export const errorField = (error: unknown): string | undefined => (isFormbaseError(error) ? error.field : undefined);
export const errorStatus = (error: unknown): number | undefined => (isFormbaseError(error) ? error.status : undefined);
