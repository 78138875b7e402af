import type { Schemas } from '@formbase/client';
import { api } from './client';

/** The people side of the API (sign-in, the signed-in user, the organization), as typed calls. */
export type Role = Schemas['Role'];
export type Me = Schemas['Me'];

const id = (value: string) => ({ params: { path: { id: value } } });
/** A WebAuthn response as the browser library builds it; the API types it as a plain JSON object. */
const webAuthnJson = (response: object) => response as unknown as Record<string, unknown>;

export const accounts = {
  requestLink: (email: string) => api.POST('/v1/auth/email-links', { body: { email } }),
  verifyLink: (token: string) => api.POST('/v1/auth/email-links/verify', { body: { token } }),
  passkeyOptions: () => api.POST('/v1/auth/passkeys/options', { body: {} }),
  passkeyVerify: (challenge_id: string, response: object) =>
    api.POST('/v1/auth/passkeys/verify', { body: { challenge_id, response: webAuthnJson(response) } }),
  acceptInvitation: (token: string) => api.POST('/v1/auth/invitations/accept', { body: { token } }),
  signOut: () => api.POST('/v1/auth/sign-out'),
  me: () => api.GET('/v1/me'),
  switchOrganization: (organization_id: string) =>
    api.POST('/v1/me/active-organization', { body: { organization_id } }),
  sessions: () => api.GET('/v1/me/sessions'),
  revokeSession: (sessionId: string) => api.DELETE('/v1/me/sessions/{id}', id(sessionId)),
  signOutEverywhere: () => api.DELETE('/v1/me/sessions'),
  passkeys: () => api.GET('/v1/me/passkeys'),
  passkeyCreationOptions: () => api.POST('/v1/me/passkeys/options', { body: {} }),
  addPasskey: (challenge_id: string, response: object, name: string) =>
    api.POST('/v1/me/passkeys', { body: { challenge_id, response: webAuthnJson(response), name } }),
  deletePasskey: (passkeyId: string) => api.DELETE('/v1/me/passkeys/{id}', id(passkeyId)),
  createOrganization: (name: string) => api.POST('/v1/organizations', { body: { name } }),
  organization: () => api.GET('/v1/organization'),
  renameOrganization: (name: string) => api.PATCH('/v1/organization', { body: { name } }),
  members: () => api.GET('/v1/members'),
  setRole: (userId: string, role: Role) =>
    api.PATCH('/v1/members/{user_id}', { params: { path: { user_id: userId } }, body: { role } }),
  removeMember: (userId: string) => api.DELETE('/v1/members/{user_id}', { params: { path: { user_id: userId } } }),
  invitations: () => api.GET('/v1/invitations'),
  invite: (email: string, role: Role) => api.POST('/v1/invitations', { body: { email, role } }),
  resendInvitation: (invitationId: string) => api.POST('/v1/invitations/{id}/resend', id(invitationId)),
  revokeInvitation: (invitationId: string) => api.DELETE('/v1/invitations/{id}', id(invitationId)),
  auditLog: (cursor?: string) => api.GET('/v1/audit-log', { params: { query: { cursor, limit: 50 } } }),
};
