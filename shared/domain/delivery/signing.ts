import { createHmac, randomBytes } from 'node:crypto';

/**
 * Standard Webhooks signing (https://www.standardwebhooks.com): secrets `whsec_<base64>`, headers `webhook-id`,
 * `webhook-timestamp` (epoch seconds) and `webhook-signature` = space-separated `v1,<base64 HMAC-SHA256 of
 * "id.timestamp.body">`, one entry per secret that is valid at the time (two during a rotation overlap).
 */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
const SECRET_BYTES = 32;
/** Characters of the secret (after `whsec_`) kept as its public `secret_prefix`. */
const PREFIX_CHARS = 6;

/** A new signing secret: `whsec_` + base64 of 32 random bytes. */
export function newWebhookSecret(): string {
  return WEBHOOK_SECRET_PREFIX + randomBytes(SECRET_BYTES).toString('base64');
}

/** The part of a secret safe to show again (identifies which secret a receiver holds). */
export const secretPrefixOf = (secret: string): string => secret.slice(0, WEBHOOK_SECRET_PREFIX.length + PREFIX_CHARS);

const keyOf = (secret: string) => Buffer.from(secret.slice(WEBHOOK_SECRET_PREFIX.length), 'base64');

/**
 * One `v1,<signature>` entry.
 *
 * @example signPayload('whsec_...', 'evt_1', 1700000000, '{"a":1}') // 'v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4='
 */
export function signPayload(secret: string, id: string, timestamp: number, body: string): string {
  const mac = createHmac('sha256', keyOf(secret)).update(`${id}.${timestamp}.${body}`, 'utf8').digest('base64');
  return `v1,${mac}`;
}

/** The three Standard Webhooks headers for a body, signed with every given secret. */
export function webhookHeaders(input: {
  id: string;
  timestamp: number;
  body: string;
  secrets: readonly string[];
}): Record<string, string> {
  return {
    'webhook-id': input.id,
    'webhook-timestamp': String(input.timestamp),
    'webhook-signature': input.secrets.map((s) => signPayload(s, input.id, input.timestamp, input.body)).join(' '),
  };
}
