import { createHash, randomFillSync } from 'node:crypto';
import { decodeTime, encodeTime, monotonicFactory, ulid } from 'ulid';

/**
 * Resource ids: a short type prefix and a lowercase ULID, e.g. `frm_01jd3k9v6g7b0x2m4n5p8q1r2s`.
 * ULIDs sort by creation time, which the single-table design relies on for newest-first lists.
 */
export const ID_PREFIXES = {
  tenant: 'ten',
  apiKey: 'key',
  session: 'ses',
  form: 'frm',
  formKey: 'fkey',
  submission: 'sub',
  file: 'fil',
  webhook: 'whk',
  delivery: 'dlv',
  replay: 'rpl',
  attempt: 'att',
  event: 'evt',
  integration: 'int',
  blockedDomain: 'bdom',
  blockedIp: 'bip',
  suppression: 'sup',
  autoresponder: 'ar',
  campaign: 'cmp',
  user: 'usr',
  invitation: 'inv',
  passkey: 'pk',
  auditEvent: 'aud',
  challenge: 'chl',
  submissionExport: 'exp',
} as const;

export type IdKind = keyof typeof ID_PREFIXES;

/**
 * The ulid package's own generator draws each of an id's 16 random characters with a `crypto.getRandomValues` call
 * of its own (~60 µs per id on the bench machine, ingest makes two); this draws the same bytes (byte / 256) from a pool
 * refilled from the same CSPRNG 256 bytes at a time (~1.5 µs per id).
 */
function pooledRandom(): () => number {
  const pool = new Uint8Array(256);
  let next = pool.length;
  return () => {
    if (next === pool.length) {
      randomFillSync(pool);
      next = 0;
    }
    return pool[next++]! / 256;
  };
}

const random = pooledRandom();
let nextUlid = monotonicFactory(random);
/** The time the last id was made at in this process. */
let lastMs = -Infinity;
const ULID_BODY = '[0-9a-hjkmnp-tv-z]{26}';
const patterns = Object.fromEntries(
  Object.entries(ID_PREFIXES).map(([kind, prefix]) => [kind, new RegExp(`^${prefix}_${ULID_BODY}$`)]),
) as Record<IdKind, RegExp>;

/**
 * A new id of the given kind; `now` lets callers keep the id's time equal to the record's `created_at`. Ids made one
 * after another at one millisecond sort in the order they were made. An id asked for at an earlier time than the last
 * one (a record's own older time, a clock stepped back) starts a new sequence, so it carries the time asked for; the
 * monotonic factory alone would give it the later time.
 */
export function newId(kind: IdKind, now: number = Date.now()): string {
  if (now < lastMs) nextUlid = monotonicFactory(random);
  lastMs = now;
  return `${ID_PREFIXES[kind]}_${nextUlid(now).toLowerCase()}`;
}

/**
 * An id fixed by `seed`: the same kind, time and seed always give the same id (its random part is drawn from the
 * seed's SHA-256), so a record keyed by it can be created at most once, e.g. one delivery per event and target.
 */
export function derivedId(kind: IdKind, now: number, seed: string): string {
  const bytes = createHash('sha256').update(seed, 'utf8').digest();
  let next = 0;
  return `${ID_PREFIXES[kind]}_${ulid(now, () => bytes[next++ % bytes.length]! / 256).toLowerCase()}`;
}

/**
 * The smallest (`start`) or largest (`end`) id of `kind` made at millisecond `ms`: bounds for a range of ids by time.
 */
export function idTimeBound(kind: IdKind, ms: number, edge: 'start' | 'end'): string {
  return `${ID_PREFIXES[kind]}_${encodeTime(ms, 10).toLowerCase()}${(edge === 'start' ? '0' : 'z').repeat(16)}`;
}

/** The millisecond an id was made at (its ULID's time), e.g. a record's `created_at` when made with it. */
export const idTimeMs = (id: string): number => decodeTime(id.slice(id.indexOf('_') + 1).toUpperCase());

/** The regular expression source an id of `kind` matches (for API documentation). */
export const idPattern = (kind: IdKind): string => patterns[kind].source;

export function isId(kind: IdKind, value: string): boolean {
  return patterns[kind].test(value);
}
