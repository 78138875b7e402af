import { auditEvent } from '@shared/domain/audit.js';
import { roleAtLeast, type Role } from '@shared/domain/accounts.js';
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
import { ACCOUNT_LIMITS, takeLimits } from './account-limits.js';
import type { AccountPorts, ClientInfo } from './accounts-ports.js';
import { throttledRedemption } from './redemptions.js';
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

const invitationTarget = (invitation: Invitation) => ({
  type: 'invitation',
  id: invitation.id,
  email: invitation.email,
});

/** Takes one invitation e-mail from the organization's and the sender's limits (429 past either). */
const takeInvitationLimits = (ports: InvitationPorts, principal: Principal) =>
  takeLimits(
    ports,
    [
      { scope: 'invitations-org', key: principal.tenantId, windows: ACCOUNT_LIMITS.invitationsPerOrganization },
      {
        scope: 'invitations-user',
        key: principal.userId ?? principal.credentialId,
        windows: ACCOUNT_LIMITS.invitationsPerUser,
      },
    ],
    'too many invitations sent; try again later',
  );

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

/** Ownership is the owners' to give: only an owner invites, re-invites or revokes the invitation of an owner. */
function assertMayHandle(principal: Principal, role: Role) {
  if (role === 'owner' && principal.role !== 'owner')
    throw new InsufficientRoleError('only an owner can invite an owner, or resend or revoke such an invitation');
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
  assertMayHandle(principal, input.role);
  const existing = await ports.users.findByEmail(email);
  if (existing && (await ports.memberships.get(principal.tenantId, existing.id)))
    throw new ConflictError('this address is already a member', 'email');
  await takeInvitationLimits(ports, principal);
  const now = ports.now();
  const minted = mintToken('invitation');
  const invitation: Invitation = {
    id: newId('invitation', now.getTime()),
    tenantId: principal.tenantId,
    email,
    role: input.role,
    invitedBy: principal.email,
    invitedById: principal.userId,
    createdAt: now.toISOString(),
    expiresAt: expiryFrom(now),
    acceptedAt: null,
    revokedAt: null,
  };
  await ports.invitations.create(invitation, minted.hash);
  await mailInvitation(ports, invitation, minted.token);
  await ports.auditLog.record(
    auditEvent(principal, 'invitation.created', invitationTarget(invitation), sourceIp, now, { role: input.role }),
  );
  return view(invitation, now);
}

/** `POST /v1/invitations/{id}/resend`: a new token and expiry (the previous link stops working). */
export async function resendInvitation(ports: InvitationPorts, principal: Principal, id: string, sourceIp: string) {
  const invitation = await invitationOf(ports, principal, id);
  assertMayHandle(principal, invitation.role);
  const status = invitationStatus(invitation, ports.now());
  if (status === 'accepted' || status === 'revoked') throw new ConflictError(`the invitation is ${status}`);
  await takeInvitationLimits(ports, principal);
  const now = ports.now();
  const minted = mintToken('invitation');
  const reissued = { ...invitation, expiresAt: expiryFrom(now) };
  await ports.invitations.reissue(invitation.tenantId, id, minted.hash, reissued.expiresAt);
  await mailInvitation(ports, reissued, minted.token);
  await ports.auditLog.record(
    auditEvent(principal, 'invitation.resent', invitationTarget(invitation), sourceIp, now, {
      role: invitation.role,
    }),
  );
  return view(reissued, now);
}

/** `DELETE /v1/invitations/{id}`: the link stops working. */
export async function revokeInvitation(ports: InvitationPorts, principal: Principal, id: string, sourceIp: string) {
  const invitation = await invitationOf(ports, principal, id);
  assertMayHandle(principal, invitation.role);
  const now = ports.now();
  if (!(await ports.invitations.revoke(principal.tenantId, id, now.toISOString())))
    throw new ConflictError('the invitation was already accepted or revoked');
  await ports.auditLog.record(
    auditEvent(principal, 'invitation.revoked', invitationTarget(invitation), sourceIp, now, {
      role: invitation.role,
    }),
  );
}

const INVITATION_REFUSALS = {
  unknown: 'this invitation link is not valid; ask for a new invitation',
  accepted: 'this invitation was already used',
  revoked: 'this invitation was revoked; ask for a new invitation',
  expired: 'this invitation has expired; ask for it to be resent',
  inviter: 'the person who invited you can no longer give this role; ask for a new invitation',
} as const;

/**
 * True while the inviter may still grant the invited role: an owner or admin of the organization, and an owner for
 * an owner invitation. An invitation the operator made (no inviter) stands.
 */
async function inviterMayGrant(ports: InvitationPorts, invitation: Invitation): Promise<boolean> {
  if (!invitation.invitedBy && !invitation.invitedById) return true;
  const inviterId = invitation.invitedById ?? (await ports.users.findByEmail(invitation.invitedBy!))?.id;
  const inviter = inviterId ? await ports.memberships.get(invitation.tenantId, inviterId) : undefined;
  if (!inviter || !roleAtLeast(inviter.role, 'admin')) return false;
  return invitation.role !== 'owner' || inviter.role === 'owner';
}

/** The pending invitation of a token whose inviter may still grant its role, else `invalid_token` saying why. */
async function pendingInvitation(ports: InvitationPorts, token: string, scope: { tenantId: string | null }) {
  if (tokenKind(token) !== 'invitation') throw new InvalidTokenError(INVITATION_REFUSALS.unknown, 'token');
  const invitation = await ports.invitations.findByToken(hashToken(token));
  if (!invitation) throw new InvalidTokenError(INVITATION_REFUSALS.unknown, 'token');
  scope.tenantId = invitation.tenantId;
  const status = invitationStatus(invitation, ports.now());
  if (status !== 'pending') throw new InvalidTokenError(INVITATION_REFUSALS[status], 'token');
  if (!(await inviterMayGrant(ports, invitation))) throw new InvalidTokenError(INVITATION_REFUSALS.inviter, 'token');
  return invitation;
}

/**
 * `POST /v1/auth/invitations/peek`: which organization and role the invitation gives, to whom, without accepting it
 * (the page shows it and waits for a click). Refusals count as failed redemptions.
 */
export async function peekInvitation(ports: InvitationPorts, input: { token: string }, sourceIp: string) {
  return throttledRedemption(ports, sourceIp, async (scope) => {
    const invitation = await pendingInvitation(ports, input.token, scope);
    const tenant = await ports.tenants.get(invitation.tenantId);
    return {
      email: invitation.email,
      organization: { id: invitation.tenantId, name: tenant?.name ?? invitation.tenantId },
      role: invitation.role,
      invited_by: invitation.invitedBy,
      expires_at: invitation.expiresAt,
    };
  });
}

/**
 * `POST /v1/auth/invitations/accept`: the invited address joins the organization with the invited role (becoming a
 * user if it was none: an invitation admits an address whatever the sign-up setting) and is signed in there. The
 * inviter must still be able to grant that role.
 */
export async function acceptInvitation(ports: InvitationPorts, input: { token: string }, client: ClientInfo) {
  const now = ports.now();
  const invitation = await throttledRedemption(ports, client.sourceIp, async (scope) => {
    const pending = await pendingInvitation(ports, input.token, scope);
    if (!(await ports.invitations.accept(pending.tenantId, pending.id, now.toISOString())))
      throw new InvalidTokenError(INVITATION_REFUSALS.accepted, 'token');
    return pending;
  });
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
  const details = { role: invitation.role };
  await ports.auditLog.record(
    auditEvent(actor, 'invitation.accepted', invitationTarget(invitation), client.sourceIp, now, details),
  );
  if (added)
    await ports.auditLog.record(
      auditEvent(
        actor,
        'member.added',
        { type: 'user', id: user.id, email: user.email },
        client.sourceIp,
        now,
        details,
      ),
    );
  return startSession(ports, user, client, { method: 'invitation', tenantId: invitation.tenantId });
}
