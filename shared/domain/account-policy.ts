/**
 * The deployment's account settings as values (no schemas: the configuration every function reads, ingest's
 * included, imports this and nothing heavier).
 */

/**
 * Who may sign up: `invitation-only` (default: only invited addresses get a user), `open` (anyone), or a list of
 * allowed e-mail domains (`domains:example.com,example.org`).
 */
export type SignUpPolicy = { mode: 'invitation-only' } | { mode: 'open' } | { mode: 'domains'; domains: string[] };

export function parseSignUpPolicy(raw: string | undefined): SignUpPolicy {
  const value = (raw ?? '').trim().toLowerCase();
  if (value === '' || value === 'invitation-only') return { mode: 'invitation-only' };
  if (value === 'open') return { mode: 'open' };
  if (value.startsWith('domains:')) {
    const domains = value
      .slice('domains:'.length)
      .split(',')
      .map((d) => d.trim().replace(/^@/, ''))
      .filter(Boolean);
    if (domains.length > 0) return { mode: 'domains', domains };
  }
  throw new Error(`SIGN_UP: "${raw}" is not invitation-only, open or domains:<a.com,b.com>`);
}

export function maySignUp(policy: SignUpPolicy, email: string): boolean {
  if (policy.mode === 'open') return true;
  if (policy.mode === 'invitation-only') return false;
  const domain = email.slice(email.lastIndexOf('@') + 1);
  return policy.domains.includes(domain);
}

/** How long a dashboard session lives: since its last use (idle) and since sign-in (absolute). */
export interface SessionLifetimes {
  idleSeconds: number;
  absoluteSeconds: number;
}
export const DEFAULT_SESSION_LIFETIMES: SessionLifetimes = { idleSeconds: 7 * 86_400, absoluteSeconds: 30 * 86_400 };
