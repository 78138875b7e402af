/**
 * E-mail addresses and header-safe text. Every value that reaches a mail header passes through here, so header
 * injection ("x\r\nBcc: evil@example.com") cannot survive: control characters are removed, addresses are
 * validated as a whole and never concatenated with other header text.
 */

/** dot-atom local part (RFC 5322 without quoted strings or comments) and an LDH domain with a letter TLD. */
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = /^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TOP_LEVEL = /^(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';

/**
 * The addresses `isMailAddress` accepts, as one pattern for the API document: every match is accepted. JSON Schema
 * patterns cannot count, so the lengths are bounded by shape: a local part of up to four dot-separated atoms of at
 * most 16, 15, 15, 15 characters (≤ 64), up to two domain labels before the top level (≤ 254 in all); longer
 * addresses `isMailAddress` accepts are described rather than matched.
 */
export const MAIL_ADDRESS_SHAPE = `^${ATOM}{1,16}(?:\\.${ATOM}{1,15}){0,3}@(?:${LABEL}\\.){1,2}(?:[A-Za-z]{2,59}|xn--[A-Za-z0-9-]{0,54}[A-Za-z0-9])$`;

/**
 * True when `value` is a single plain address SES can deliver to (`user@example.com`, no display name, no
 * whitespace or control characters, at most 254 characters).
 *
 * @example isMailAddress('ana@example.com') // true
 * @example isMailAddress('a@b.com\r\nBcc: evil@example.com') // false
 */
export function isMailAddress(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 254) return false;
  const at = value.lastIndexOf('@');
  if (at < 1) return false;
  const local = value.slice(0, at);
  const labels = value.slice(at + 1).split('.');
  return (
    local.length <= 64 &&
    LOCAL_PART.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => DOMAIN_LABEL.test(label)) &&
    TOP_LEVEL.test(labels[labels.length - 1]!)
  );
}

/** The canonical form used to compare and hash addresses: trimmed and lowercased. */
export const normalizeAddress = (address: string): string => address.trim().toLowerCase();

/** Trimmed `value` when it is a deliverable address, otherwise null. */
export function mailAddressOrNull(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return isMailAddress(trimmed) ? trimmed : null;
}

/** Valid, de-duplicated (case-insensitively) addresses of `values`, in their first order. */
export function uniqueAddresses(values: readonly unknown[], exclude: ReadonlySet<string> = new Set()): string[] {
  const seen = new Set(exclude);
  const out: string[] = [];
  for (const value of values) {
    const address = mailAddressOrNull(value);
    if (!address || seen.has(normalizeAddress(address))) continue;
    seen.add(normalizeAddress(address));
    out.push(address);
  }
  return out;
}

// Every C0/C1 control character (CR, LF, TAB, NUL...) plus the Unicode line and paragraph separators.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/**
 * Text safe for a single header line: control characters (CR/LF included) become one space, runs of
 * whitespace collapse, and the result is cut to `maxLength` characters.
 */
export function headerText(value: string, maxLength = 200): string {
  const flat = value.replace(CONTROL_CHARACTERS, ' ').replace(/\s+/g, ' ').trim();
  return flat.length > maxLength ? `${flat.slice(0, maxLength - 1)}…` : flat;
}

/**
 * A `From` mailbox: `"Display Name" <address>`. The name is header-safe text; non-ASCII names use an RFC 2047
 * encoded word (SES requires it), ASCII names a quoted string with `"` and `\` escaped.
 */
export function formatMailbox(address: string, displayName?: string | null): string {
  if (!isMailAddress(address)) throw new Error('formatMailbox: not a mail address');
  const name = headerText(displayName ?? '', 64);
  if (name === '') return address;
  const quoted = /^[\x20-\x7e]*$/.test(name)
    ? `"${name.replace(/["\\]/g, (c) => `\\${c}`)}"`
    : `=?UTF-8?B?${Buffer.from(name, 'utf8').toString('base64')}?=`;
  return `${quoted} <${address}>`;
}
