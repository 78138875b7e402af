import type { FormbaseClient } from '@formbase/client';
import { api } from './client';

/** Shapes of the accounts contract (docs: accounts-api), the people side of the API. */
export type Role = 'owner' | 'admin' | 'member' | 'viewer';
export interface OrganizationRef {
  id: string;
  name: string;
  role: Role;
}
export interface Me {
  user: { id: string; email: string; created_at: string };
  active_organization: OrganizationRef;
  organizations: OrganizationRef[];
}
export interface SessionInfo {
  id: string;
  created_at: string;
  last_used_at: string | null;
  expires_at: string;
  current: boolean;
  user_agent: string | null;
  ip_prefix: string | null;
}
export interface Passkey {
  id: string;
  name: string;
  created_at: string;
  last_used_at: string | null;
}
export interface Organization {
  id: string;
  name: string;
  plan: string;
  limits: { submissions_per_month: number | null; retention_days: number };
  created_at: string;
}
export interface Member {
  user_id: string;
  email: string;
  role: Role;
  joined_at: string;
}
export interface Invitation {
  id: string;
  email: string;
  role: Role;
  status: 'pending' | 'accepted' | 'revoked' | 'expired';
  invited_by: string | null;
  created_at: string;
  expires_at: string;
}
export interface AuditEvent {
  id: string;
  action: string;
  actor: { type: 'user' | 'api_key' | 'operator'; id: string; email?: string };
  target: { type: string; id: string } | null;
  ip_prefix: string | null;
  created_at: string;
}
export interface Challenge<Options> {
  challenge_id: string;
  options: Options;
}

type Loose = (path: string, init?: { body?: unknown; params?: unknown }) => Promise<unknown>;
const loose = (client: FormbaseClient) => ({
  GET: client.GET as unknown as Loose,
  POST: client.POST as unknown as Loose,
  PATCH: client.PATCH as unknown as Loose,
  DELETE: client.DELETE as unknown as Loose,
});

/**
 * The accounts routes through the same typed client (its errors, retries and cookie handling), typed by the contract
 * above until the generated types carry them.
 */
export const accounts = (() => {
  const c = loose(api);
  const path = (template: string, id: string) => template.replace('{id}', encodeURIComponent(id));
  return {
    requestLink: (email: string) => c.POST('/v1/auth/email-links', { body: { email } }),
    verifyLink: (token: string) => c.POST('/v1/auth/email-links/verify', { body: { token } }) as Promise<Me>,
    passkeyOptions: () => c.POST('/v1/auth/passkeys/options', { body: {} }) as Promise<Challenge<unknown>>,
    passkeyVerify: (challenge_id: string, response: unknown) =>
      c.POST('/v1/auth/passkeys/verify', { body: { challenge_id, response } }) as Promise<Me>,
    acceptInvitation: (token: string) => c.POST('/v1/auth/invitations/accept', { body: { token } }) as Promise<Me>,
    signOut: () => c.POST('/v1/auth/sign-out'),
    me: () => c.GET('/v1/me') as Promise<Me>,
    switchOrganization: (organization_id: string) =>
      c.POST('/v1/me/active-organization', { body: { organization_id } }) as Promise<Me>,
    sessions: () => c.GET('/v1/me/sessions') as Promise<{ data: SessionInfo[] }>,
    revokeSession: (id: string) => c.DELETE(path('/v1/me/sessions/{id}', id)),
    signOutEverywhere: () => c.DELETE('/v1/me/sessions'),
    passkeys: () => c.GET('/v1/me/passkeys') as Promise<{ data: Passkey[] }>,
    passkeyCreationOptions: () => c.POST('/v1/me/passkeys/options', { body: {} }) as Promise<Challenge<unknown>>,
    addPasskey: (challenge_id: string, response: unknown, name: string) =>
      c.POST('/v1/me/passkeys', { body: { challenge_id, response, name } }) as Promise<Passkey>,
    deletePasskey: (id: string) => c.DELETE(path('/v1/me/passkeys/{id}', id)),
    createOrganization: (name: string) => c.POST('/v1/organizations', { body: { name } }) as Promise<OrganizationRef>,
    organization: () => c.GET('/v1/organization') as Promise<Organization>,
    renameOrganization: (name: string) => c.PATCH('/v1/organization', { body: { name } }) as Promise<Organization>,
    members: () => c.GET('/v1/members') as Promise<{ data: Member[] }>,
    setRole: (userId: string, role: Role) =>
      c.PATCH(path('/v1/members/{id}', userId), { body: { role } }) as Promise<Member>,
    removeMember: (userId: string) => c.DELETE(path('/v1/members/{id}', userId)),
    invitations: () => c.GET('/v1/invitations') as Promise<{ data: Invitation[] }>,
    invite: (email: string, role: Role) => c.POST('/v1/invitations', { body: { email, role } }) as Promise<Invitation>,
    resendInvitation: (id: string) => c.POST(path('/v1/invitations/{id}/resend', id)) as Promise<Invitation>,
    revokeInvitation: (id: string) => c.DELETE(path('/v1/invitations/{id}', id)),
    auditLog: (cursor?: string) =>
      c.GET('/v1/audit-log', { params: { query: { cursor, limit: 50 } } }) as Promise<{
        data: AuditEvent[];
        next_cursor: string | null;
      }>,
  };
})();
