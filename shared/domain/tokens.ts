import { createHash, randomBytes } from 'node:crypto';

/**
 * Bearer secrets. Only a SHA-256 hash of a token is ever stored; the plaintext is shown once.
 * The secrets carry 256 bits of entropy, so a fast unsalted hash is the right tool (no dictionary to attack).
 */
export const TOKEN_PREFIXES = {
  apiKey: 'fk_sk_live_',
  session: 'fk_sess_',
  formKey: 'fk_form_',
  signInLink: 'fk_link_',
  invitation: 'fk_inv_',
} as const;

export type TokenKind = keyof typeof TOKEN_PREFIXES;

/** Longest bearer token we look at; anything longer is refused before hashing. */
export const MAX_TOKEN_LENGTH = 256;
const SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function mintToken(kind: TokenKind): { token: string; hash: string; displayPrefix: string } {
  const token = TOKEN_PREFIXES[kind] + randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token), displayPrefix: token.slice(0, TOKEN_PREFIXES[kind].length + 4) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('base64url');
}

/** The kind of a well-formed token, or undefined for anything malformed (wrong prefix, length, alphabet). */
export function tokenKind(token: string): TokenKind | undefined {
  if (token.length > MAX_TOKEN_LENGTH) return undefined;
  for (const [kind, prefix] of Object.entries(TOKEN_PREFIXES) as [TokenKind, string][]) {
    if (token.startsWith(prefix) && SECRET_PATTERN.test(token.slice(prefix.length))) return kind;
  }
  return undefined;
}
