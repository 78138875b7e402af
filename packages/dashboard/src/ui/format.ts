/** A value built on first use: a page that never shows a date never pays for building its formatter. */
function once<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= build());
}
const dateTime = once(() => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }));
const relative = once(() => new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' }));

const timeOfDay = once(() => new Intl.DateTimeFormat(undefined, { timeStyle: 'medium' }));

export const formatDateTime = (iso: string | null | undefined): string =>
  iso ? dateTime().format(new Date(iso)) : '—';

/** The time of day with seconds ("14:03:07"), for events of one day. */
export const formatTime = (iso: string): string => timeOfDay().format(new Date(iso));

/** "3 minutes ago", falling back to the date past a week. */
export function formatAgo(iso: string | null | undefined, now = Date.now()): string {
  if (!iso) return 'never';
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 60) return relative().format(seconds, 'second');
  if (abs < 3600) return relative().format(Math.round(seconds / 60), 'minute');
  if (abs < 86_400) return relative().format(Math.round(seconds / 3600), 'hour');
  if (abs < 7 * 86_400) return relative().format(Math.round(seconds / 86_400), 'day');
  return formatDateTime(iso);
}

export const formatNumber = (n: number): string => n.toLocaleString();

/**
 * Unicode's direction controls (embeddings, overrides, isolates): in a visitor's value they can draw
 * "invoice\u202Egnp.exe" as "invoiceexe.png", or reverse the text after the value. They are shown by name instead.
 */
const DIRECTION_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;
const named = (c: string) => `[U+${c.charCodeAt(0).toString(16).toUpperCase()}]`;

/**
 * A visitor value as plain text (objects and arrays as JSON), its direction controls shown by name; React renders
 * it as text, never markup.
 */
export const asText = (value: unknown): string =>
  (typeof value === 'string' ? value : value === null || value === undefined ? '' : JSON.stringify(value)).replace(
    DIRECTION_CONTROLS,
    named,
  );

/** A count with its noun in the right number: "1 attempt", "3 attempts", "1 delivery", "2 deliveries". */
export function plural(
  n: number,
  one: string,
  many = one.endsWith('y') ? `${one.slice(0, -1)}ies` : `${one}s`,
): string {
  return `${formatNumber(n)} ${n === 1 ? one : many}`;
}
