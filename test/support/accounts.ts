import type { LocalApp } from '@local/app.js';
import type { Role } from '@shared/domain/accounts.js';
import { newId } from '@shared/domain/ids.js';
import { issueCredential } from '@services/api/use-cases/api-keys.js';
import { client, type CallOptions } from './app.js';
import { waitForMail } from './ses-store.js';

/** The `fk_link_…` / `fk_inv_…` token in the newest e-mail to `address` (the link carries it in its fragment). */
export async function tokenFromMail(address: string, count = 1): Promise<string> {
  const mails = await waitForMail(address, count);
  if (mails.length < count) throw new Error(`no e-mail ${count} to ${address}`);
  const text = mails.sort((a, b) => a.at - b.at)[mails.length - 1]!.body.text ?? '';
  const token = /#token=(fk_(?:link|inv)_[A-Za-z0-9_-]{43})/.exec(text)?.[1];
  if (!token) throw new Error(`no token in the e-mail to ${address}`);
  return token;
}

/** The session token a `Set-Cookie` header sets, if any. */
export const cookieToken = (headers: Headers): string | undefined =>
  /fb_session=(fk_sess_[A-Za-z0-9_-]{43})/.exec(headers.get('set-cookie') ?? '')?.[1];

/** A JSON client that sends the session as the dashboard does: in the cookie, with the dashboard's Origin. */
export function browserClient(app: LocalApp) {
  const call = client(app.baseUrl);
  return (method: string, path: string, session: string | undefined, options: CallOptions = {}) =>
    call(method, path, {
      ...options,
      headers: {
        origin: app.baseUrl,
        ...(session ? { cookie: `fb_session=${session}` } : {}),
        ...options.headers,
      },
    });
}

/** Signs `email` in through the e-mailed link, as a person would; returns the session token and `Me`. */
export async function signInByLink(app: LocalApp, email: string) {
  const call = browserClient(app);
  const before = (await waitForMail(email, 0)).length;
  const requested = await call('POST', '/v1/auth/email-links', undefined, { body: { email } });
  if (requested.status !== 202) throw new Error(`link request answered ${requested.status}`);
  const token = await tokenFromMail(email, before + 1);
  const res = await call('POST', '/v1/auth/email-links/verify', undefined, { body: { token } });
  return { res, session: cookieToken(res.headers), me: res.body };
}

/**
 * A user with `role` in the organization and a session of theirs, written straight to the stores (the role tests
 * need many; the sign-in itself is tested through HTTP).
 */
export async function memberSession(app: LocalApp, tenantId: string, role: Role, email?: string) {
  const { stores, now } = app.deps;
  const at = now();
  const address = email ?? `${role}-${Math.random().toString(36).slice(2, 10)}@example.com`;
  const user = await stores.users.createOrGet({ id: newId('user'), email: address, createdAt: at.toISOString() });
  await stores.memberships.add({ tenantId, userId: user.id, email: address, role, joinedAt: at.toISOString() });
  const { token, credential } = await issueCredential(
    { credentials: stores.credentials, now },
    {
      tenantId,
      kind: 'session',
      name: 'test session',
      scope: 'full',
      ttlSeconds: 3600,
      user: { id: user.id, userAgent: null, ipPrefix: null },
    },
  );
  return { user, session: token, sessionId: credential.id };
}
