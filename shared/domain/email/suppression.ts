import * as z from 'zod/mini';
import { defineEntity, described, type EntityOf } from '../entity.js';
import { MAIL_KINDS } from './mailer.js';

/**
 * The suppression list: addresses that bounced permanently or complained. Mail to a suppressed address is
 * never sent; the delivery records the skip. An entry is tenant-scoped when the SES event can be attributed to
 * a tenant through the `tenant_id` message tag Formbase sets on every message, otherwise global (it applies to
 * every tenant).
 */
export const SUPPRESSION_REASONS = ['bounce', 'complaint'] as const;
export type SuppressionReason = (typeof SUPPRESSION_REASONS)[number];

/** Which kind of Formbase mail produced the event (`unknown` when the message carried no `kind` tag). */
export const SUPPRESSION_SOURCES = [...MAIL_KINDS, 'unknown'] as const;
export type SuppressionSource = (typeof SUPPRESSION_SOURCES)[number];

export const SuppressionEntryEntity = defineEntity('SuppressionEntry', {
  /** `sup_<ulid>`. */
  id: z.string(),
  /** The owning tenant; null for a global entry. */
  tenantId: z.nullable(z.string()),
  /** As SES reported it (trimmed); matching is case-insensitive. */
  email: z.string(),
  reason: z.enum(SUPPRESSION_REASONS),
  source: described(
    z.enum(SUPPRESSION_SOURCES),
    'Kind of mail that bounced or drew the complaint: owner_notification, autoresponder, ... or unknown.',
  ),
  createdAt: z.string(),
  /** SES `feedbackId` of the bounce or complaint, for support; never returned by the API. */
  feedbackId: z.nullable(z.string()),
});
export type SuppressionEntry = EntityOf<typeof SuppressionEntryEntity>;

/** A page of entries, newest first. `nextBefore` is the id to continue after. */
export interface SuppressionPage {
  entries: SuppressionEntry[];
  nextBefore: string | null;
}

export interface SuppressionStore {
  /**
   * Adds the entry unless its scope (tenant or global) already suppresses the address. Returns the entry that
   * now suppresses it and whether it was created by this call.
   */
  add(entry: SuppressionEntry): Promise<{ entry: SuppressionEntry; created: boolean }>;
  /**
   * The subset of `emails` (normalized, lowercased) suppressed for `tenantId`, by its own or a global entry,
   * each with the entry that suppresses it.
   */
  findSuppressed(tenantId: string, emails: readonly string[]): Promise<Map<string, SuppressionEntry>>;
  /** The tenant's entries and the global ones, merged newest first. */
  list(tenantId: string, limit: number, before?: string): Promise<SuppressionPage>;
  /** Removes one of the tenant's own entries; false when the tenant has none with this id. */
  remove(tenantId: string, id: string): Promise<boolean>;
  /**
   * Claims the right to tell `tenantId`'s owner about `entry`: true only for the first claim per tenant and
   * entry, so the owner is told once.
   */
  claimOwnerNotice(entry: SuppressionEntry, tenantId: string): Promise<boolean>;
  /** Gives a claim back when the notice could not be sent, so a retry can send it. */
  releaseOwnerNotice(entry: SuppressionEntry, tenantId: string): Promise<void>;
}
