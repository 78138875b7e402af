import * as z from 'zod/mini';
import { defineEntity, type EntityOf } from './entity.js';
import { newId } from './ids.js';
import { ipv6Groups } from './submission-rate-limit.js';
import type { Principal } from './tenant.js';

/** Audit events are kept this many days (the table's TTL removes them). */
export const AUDIT_RETENTION_DAYS = 365;

/** What the audit log records. */
export const AUDIT_ACTIONS = [
  'session.signed_in',
  'session.signed_out',
  'session.revoked',
  'passkey.added',
  'passkey.removed',
  'member.added',
  'member.role_changed',
  'member.removed',
  'invitation.created',
  'invitation.resent',
  'invitation.revoked',
  'invitation.accepted',
  'api_key.created',
  'api_key.revoked',
  'form.deleted',
  'data_export.requested',
  'submission_export.requested',
  'data_erase.requested',
  'organization.created',
  'organization.updated',
  'token.redemptions_throttled',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Who acted: a signed-in user, an API key, an operator session, or an unauthenticated client (by its network). */
export const ACTOR_TYPES = ['user', 'api_key', 'operator', 'anonymous'] as const;

export const AuditEventEntity = defineEntity('AuditEvent', {
  id: z.string(),
  tenantId: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  actorType: z.enum(ACTOR_TYPES),
  actorId: z.string(),
  actorEmail: z.nullable(z.string()),
  targetType: z.nullable(z.string()),
  targetId: z.nullable(z.string()),
  /** The target person's address (a member, an invitee), so the line says who without another lookup. */
  targetEmail: z.nullable(z.string()),
  /** What the action was about: the role given, from and to which role, how a person signed in, a count. */
  details: z.nullable(z.record(z.string(), z.string())),
  /** The caller's network, never the address: an IPv4 /24 or an IPv6 /48. */
  ipPrefix: z.nullable(z.string()),
  createdAt: z.string(),
});
export type AuditEvent = EntityOf<typeof AuditEventEntity>;

/** Port: an organization's audit log, newest first. */
export interface AuditLog {
  record(event: AuditEvent): Promise<void>;
  list(tenantId: string, limit: number, before: string | undefined): Promise<AuditEvent[]>;
}

/**
 * The network of a client address kept in audit lines and session lists: IPv4 as its /24, IPv6 as its /48
 * (IPv4-mapped IPv6 as IPv4). Null for anything that is not an address.
 *
 * @example ipPrefix('203.0.113.7') // '203.0.113.0/24'
 */
export function ipPrefix(ip: string | undefined): string | null {
  if (!ip) return null;
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/.exec(ip);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.0/24`;
  const groups = ipv6Groups(ip);
  if (!groups) return null;
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff)
    return `${groups[6]! >> 8}.${groups[6]! & 255}.${groups[7]! >> 8}.0/24`;
  return `${groups
    .slice(0, 3)
    .map((g) => g.toString(16))
    .join(':')}::/48`;
}

/** What an audit event is about: a type and id, and the address of a person. */
export interface AuditTarget {
  type: string;
  id: string;
  email?: string | null;
}

/** An audit event of `principal`'s organization, now. */
export function auditEvent(
  principal: Pick<Principal, 'tenantId' | 'credentialId' | 'kind' | 'userId' | 'email'>,
  action: AuditAction,
  target: AuditTarget | null,
  sourceIp: string | undefined,
  now: Date,
  details: Record<string, string> | null = null,
): AuditEvent {
  const actorType = principal.userId ? 'user' : principal.kind === 'api_key' ? 'api_key' : 'operator';
  return {
    id: newId('auditEvent', now.getTime()),
    tenantId: principal.tenantId,
    action,
    actorType,
    actorId: principal.userId ?? principal.credentialId,
    actorEmail: principal.email,
    targetType: target?.type ?? null,
    targetId: target?.id ?? null,
    targetEmail: target?.email ?? null,
    details,
    ipPrefix: ipPrefix(sourceIp),
    createdAt: now.toISOString(),
  };
}
