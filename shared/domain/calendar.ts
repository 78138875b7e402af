/**
 * Calendar days in an IANA time zone, through the runtime's ICU data (Intl): no time-zone table of our own.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    // en-CA writes dates as YYYY-MM-DD.
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** The shape of an IANA time-zone name (`UTC`, `Europe/Berlin`, `America/Argentina/Buenos_Aires`); no offsets. */
export const TIME_ZONE_PATTERN = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/;

/** True for a time-zone name the runtime knows (IANA names such as `Europe/Berlin`, and `UTC`); offsets are refused. */
export function isTimeZone(name: string): boolean {
  if (!TIME_ZONE_PATTERN.test(name)) return false;
  try {
    formatterOf(name);
    return true;
  } catch {
    return false;
  }
}

/** The calendar date (`YYYY-MM-DD`) of an instant in a zone. */
export const localDate = (epochMs: number, zone: string): string => formatterOf(zone).format(epochMs);

const DAY_MS = 86_400_000;

/** `date` plus `days` calendar days (negative goes back); calendar arithmetic, independent of any zone. */
export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Calendar days from `from` to `to`, both included (1 when equal). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** Every date from `from` to `to`, both included. */
export const datesFrom = (from: string, to: string): string[] =>
  Array.from({ length: Math.max(0, daysBetween(from, to)) }, (_, i) => addDays(from, i));

/**
 * UTC instants certainly covering the local days `from`..`to` in any zone: zones run from UTC-12 to UTC+14, so
 * local midnight of `from` is no earlier than its UTC midnight minus 14 h, and the end of `to` no later than its
 * UTC end plus 12 h. Callers read that window and keep what falls on the wanted local dates.
 */
export const utcWindowOf = (from: string, to: string): { start: number; end: number } => ({
  start: Date.parse(`${from}T00:00:00Z`) - 14 * 3_600_000,
  end: Date.parse(`${to}T00:00:00Z`) + DAY_MS + 12 * 3_600_000,
});
