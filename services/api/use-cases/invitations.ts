import { auditEvent } from '@shared/domain/audit.js';
import type { Role } from '@shared/domain/accounts.js';
import { isMailAddress, normalizeAddress } from '@shared/domain/email/addresses.js';
import { invitationEmail } from '@shared/domain/email/account-mail.js';
import {
  ConflictError,
  InsufficientRoleError,
  InvalidTokenError,
  NotFoundError,
  ValidationError,
} from '@shared/domain/errors.js';
import { newId } from '@shared/domain/ids.js';
import { INVITATION_DAYS, invitationStatus, type Invitation } from '@shared/domain/invitations.js';
import { hashToken, mintToken, tokenKind } from '@shared/domain/tokens.js';
import type { Principal } from '@shared/domain/tenant.js';
import type { AccountPorts, ClientInfo } from './accounts-ports.js';
import { createUser, dashboardLink, sendAccountMail, startSession } from './sign-in.js';

type InvitationPorts = AccountPorts;

const view = (invitation: Invitation, now: Date) => ({
  id: invitation.id,
  email: invitation.email,
  role: invitation.role,
  status: invitationStatus(invitation, now),
  invited_by: invitation.invitedBy,
  created_at: invitation.createdAt,
  expires_at: invitation.expiresAt,
});

const expiryFrom = (now: Date) => new Date(now.getTime() + INVITATION_DAYS * 86_400_000).toISOString();

async function mailInvitation(ports: InvitationPorts, invitation: Invitation, token: string) {
  const tenant = await ports.tenants.get(invitation.tenantId);
  await sendAccountMail(
    ports,
    invitationEmail({
      to: invitation.email,
      mailFrom: ports.settings.mailFrom,
      tenantId: invitation.tenantId,
      organization: tenant?.name ?? 'an organization',
      invitedBy: invitation.invitedBy,
      role: invitation.role,
      link: dashboardLink(ports.settings.dashboardOrigin, '/invitations/accept', token),
      days: INVITATION_DAYS,
    }),
  );
}

async function invitationOf(ports: InvitationPorts, principal: Principal, id: string) {
  const invitation = await ports.invitations.get(principal.tenantId, id);
  if (!invitation) throw new NotFoundError('invitation not found', 'id');
  return invitation;
}

/** `GET /v1/invitations`: newest first, each with its status now. */
export async function listInvitations(ports: InvitationPorts, principal: Principal) {
  const now = ports.now();
  return { data: (await ports.invitations.listForTenant(principal.tenantId)).map((i) => view(i, now)) };
}

/** `POST /v1/invitations`: mails a single-use link valid `INVITATION_DAYS` days. An admin cannot invite an owner. */
export async function invite(
  ports: InvitationPorts,
  principal: Principal,
  input: { email: string; role: Role },
  sourceIp: string,
) {
  const email = normalizeAddress(input.email);
  if (!isMailAddress(email)) throw new ValidationError('email is not a valid e-mail address', 'email');
  if (input.role === 'owner' && principal.role !== 'owner')
    throw new InsufficientRoleError('only an owner can invite an owner');
  const existing = await ports.users.findByEmail(email);
  if (existing && (await ports.memberships.get(principal.tenantId, existing.id)))
    throw new ConflictError('this address is already a member', 'email');
  const now = ports.now();
  const minted = mintToken('invitation');
  const invitation: Invitation = {
    id: newId('invitation', now.getTime()),
    tenantId: principal.tenantId,
    email,
    role: input.role,
    invitedBy: principal.email,
    createdAt: now.toISOString(),
    expiresAt: expiryFrom(now),
    acceptedAt: null,
    revokedAt: null,
  };
  await ports.invitations.create(invitation, minted.hash);
  await mailInvitation(ports, invitation, minted.token);
  await ports.auditLog.record(
    auditEvent(principal, 'invitation.created', { type: 'invitation', id: invitation.id }, sourceIp, now),
  );
  return view(invitation, now);
}

/** `POST /v1/invitations/{id}/resend`: a new token and expiry (the previous link stops working). */
export async function resendInvitation(ports: InvitationPorts, principal: Principal, id: string, sourceIp: string) {
  const invitation = await invitationOf(ports, principal, id);
  const status = invitationStatus(invitation, ports.now());
  if (status === 'accepted' || status === 'revoked') throw new ConflictError(`the invitation is ${status}`);
  const now = ports.now();
  const minted = mintToken('invitation');
  const reissued = { ...invitation, expiresAt: expiryFrom(now) };
  await ports.invitations.reissue(invitation.tenantId, id, minted.hash, reissued.expiresAt);
  await mailInvitation(ports, reissued, minted.token);
  await ports.auditLog.record(auditEvent(principal, 'invitation.resent', { type: 'invitation', id }, sourceIp, now));
  return view(reissued, now);
}

/** `DELETE /v1/invitations/{id}`: the link stops working. */
export async function revokeInvitation(ports: InvitationPorts, principal: Principal, id: string, sourceIp: string) {
  await invitationOf(ports, principal, id);
  const now = ports.now();
  if (!(await ports.invitations.revoke(principal.tenantId, id, now.toISOString())))
    throw new ConflictError('the invitation was already accepted or revoked');
  await ports.auditLog.record(auditEvent(principal, 'invitation.revoked', { type: 'invitation', id }, sourceIp, now));
}

const INVITATION_REFUSALS = {
  unknown: 'this invitation link is not valid; ask for a new invitation',
  accepted: 'this invitation was already used',
  revoked: 'this invitation was revoked; ask for a new invitation',
  expired: 'this invitation has expired; ask for it to be resent',
} as const;

/**
 * `POST /v1/auth/invitations/accept`: the invited address joins the organization with the invited role (becoming a
 * user if it was none: an invitation admits an address whatever the sign-up setting) and is signed in there.
 */
export async function acceptInvitation(ports: InvitationPorts, input: { token: string }, client: ClientInfo) {
  if (tokenKind(input.token) !== 'invitation') throw new InvalidTokenError(INVITATION_REFUSALS.unknown, 'token');
  const invitation = await ports.invitations.findByToken(hashToken(input.token));
  if (!invitation) throw new InvalidTokenError(INVITATION_REFUSALS.unknown, 'token');
  const now = ports.now();
  const status = invitationStatus(invitation, now);
  if (status !== 'pending') throw new InvalidTokenError(INVITATION_REFUSALS[status], 'token');
  if (!(await ports.invitations.accept(invitation.tenantId, invitation.id, now.toISOString())))
    throw new InvalidTokenError(INVITATION_REFUSALS.accepted, 'token');
  const user = (await ports.users.findByEmail(invitation.email)) ?? (await createUser(ports, invitation.email));
  const added = await ports.memberships.add({
    tenantId: invitation.tenantId,
    userId: user.id,
    email: user.email,
    role: invitation.role,
    joinedAt: now.toISOString(),
  });
  const actor = {
    tenantId: invitation.tenantId,
    credentialId: invitation.id,
    kind: 'session' as const,
    userId: user.id,
    email: user.email,
  };
  const target = { type: 'user', id: user.id };
  await ports.auditLog.record(
    auditEvent(actor, 'invitation.accepted', { type: 'invitation', id: invitation.id }, client.sourceIp, now),
  );
  if (added) await ports.auditLog.record(auditEvent(actor, 'member.added', target, client.sourceIp, now));
  return startSession(ports, user, client, invitation.tenantId);
}
