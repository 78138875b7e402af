import { isFormbaseError } from '@formbase/client';
import { plural } from '../ui/format';

/**
 * Field names as a person reads them: `settings.rate_limit.limit` → "rate limit › limit", a list's entry by its
 * line (`allowed_origins.0` → "allowed origins (line 1)").
 */
export function fieldLabel(field: string): string {
  return field
    .replace(/^settings\./, '')
    .split('.')
    .map((part) => (/^\d+$/.test(part) ? `(line ${Number(part) + 1})` : part.replace(/_/g, ' ')))
    .join(' › ')
    .replace(/ › \(/g, ' (');
}

/**
 * The schema library's wording ("Too small: expected string to have >=1 characters"), meant for a developer, as a
 * person says it; any other message is kept.
 */
const PLAIN: [RegExp, (n: number) => string][] = [
  [
    /^too small: expected string to have >=(\d+) characters?$/i,
    (n) => (n === 1 ? 'is required' : `needs at least ${plural(n, 'character')}`),
  ],
  [/^too big: expected string to have <=(\d+) characters?$/i, (n) => `can be at most ${plural(n, 'character')}`],
  [/^too small: expected number to be >=(-?\d+)$/i, (n) => `must be at least ${n}`],
  [/^too big: expected number to be <=(-?\d+)$/i, (n) => `must be at most ${n}`],
  [/^too small: expected array to have >=(\d+) items?$/i, (n) => `needs at least ${plural(n, 'entry')}`],
  [/^too big: expected array to have <=(\d+) items?$/i, (n) => `can hold at most ${plural(n, 'entry')}`],
];
const plain = (message: string): string => {
  for (const [pattern, say] of PLAIN) {
    const match = pattern.exec(message);
    if (match) return say(Number(match[1]));
  }
  return message;
};

/** A wait as a person says it: "30 seconds", "2 minutes", "1 hour". */
const duration = (seconds: number): string =>
  seconds < 90
    ? plural(Math.max(1, seconds), 'second')
    : seconds < 5400
      ? plural(Math.ceil(seconds / 60), 'minute')
      : plural(Math.ceil(seconds / 3600), 'hour');

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * An API error as one sentence naming the field it is about ("Name: can be at most 120 characters."), and how long
 * to wait when the service said (`Retry-After`).
 */
export function errorSentence(error: unknown): string {
  if (!isFormbaseError(error)) return error instanceof Error ? error.message : 'Something went wrong.';
  if (error.code === 'network_error') return 'The server cannot be reached. Check your connection and try again.';
  const after = error.retryAfterSeconds === undefined ? undefined : duration(error.retryAfterSeconds);
  const wait = after ? ` Try again in ${after}.` : '';
  // Not the API's envelope: a proxy's or load balancer's page, whose text means nothing to the reader.
  if (error.code === 'unexpected_response')
    return error.status >= 500
      ? `Formbase is unavailable for a moment (error ${error.status}).${wait || ' Try again shortly.'}`
      : `The server gave an answer the dashboard cannot read (error ${error.status}).${wait}`;
  const field = error.field;
  // The message without its "(field)" suffix and its "field: " prefix: the field is named once, readably.
  let raw = error.message.replace(/\s*\([^)]*\)$/, '');
  if (field && raw.startsWith(`${field}: `)) raw = raw.slice(field.length + 2);
  const message = plain(raw);
  const sentence = /[.!?]$/.test(message) ? message : `${message}.`;
  const named =
    field && !sentence.toLowerCase().includes(fieldLabel(field))
      ? `${capital(fieldLabel(field))}: ${sentence}`
      : capital(sentence);
  // "…; try again later" becomes "…; try again in 2 minutes" when the service said how long.
  return after && /try again later\.$/i.test(named) ? named.replace(/later\.$/i, `in ${after}.`) : named + wait;
}
