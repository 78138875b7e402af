import * as z from 'zod/mini';
import { RoleSchema } from './accounts.js';
import { defineEntity, type EntityOf } from './entity.js';

/** An invitation works once, within this many days of being sent (or resent). */
export const INVITATION_DAYS = 7;

/** An address invited into an organization with a role; its `fk_inv_` token is stored only as a hash. */
export const InvitationEntity = defineEntity('Invitation', {
  id: z.string(),
  tenantId: z.string(),
  email: z.string(),
  role: RoleSchema,
  /** The inviting user's address; null when the operator invited. */
  invitedBy: z.nullable(z.string()),
  /** The inviting user's id (accepting checks they may still grant the role); null when the operator invited. */
  invitedById: z.nullable(z.string()),
  createdAt: z.string(),
  expiresAt: z.string(),
  acceptedAt: z.nullable(z.string()),
  revokedAt: z.nullable(z.string()),
});
export type Invitation = EntityOf<typeof InvitationEntity>;

export type InvitationStatus = 'pending' | 'accepted' | 'revoked' | 'expired';

export function invitationStatus(invitation: Invitation, now: Date): InvitationStatus {
  if (invitation.acceptedAt) return 'accepted';
  if (invitation.revokedAt) return 'revoked';
  return Date.parse(invitation.expiresAt) <= now.getTime() ? 'expired' : 'pending';
}

/** Port: an organization's invitations, and the one a token belongs to. */
export interface InvitationStore {
  create(invitation: Invitation, tokenHash: string): Promise<void>;
  get(tenantId: string, id: string): Promise<Invitation | undefined>;
  listForTenant(tenantId: string): Promise<Invitation[]>;
  /** The invitation of a token that is still its current one (a resend retires the previous token). */
  findByToken(tokenHash: string): Promise<Invitation | undefined>;
  /** A new token and expiry; the previous token stops working. False when there is no such invitation. */
  reissue(tenantId: string, id: string, tokenHash: string, expiresAt: string): Promise<boolean>;
  /** Marks it accepted once; false when it was accepted or revoked meanwhile. */
  accept(tenantId: string, id: string, at: string): Promise<boolean>;
  /** Marks it revoked; false when it was accepted or revoked already. */
  revoke(tenantId: string, id: string, at: string): Promise<boolean>;
}
