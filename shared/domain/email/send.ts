import { normalizeAddress } from './addresses.js';
import type { Mailer, OutgoingEmail } from './mailer.js';
import type { SuppressionEntry, SuppressionStore } from './suppression.js';

export interface SendPorts {
  mailer: Mailer;
  suppressions: Pick<SuppressionStore, 'findSuppressed'>;
}

export type SendOutcome =
  /** Sent to every recipient that is not suppressed; `suppressed` lists the ones left out. */
  | { kind: 'sent'; messageId: string; suppressed: SuppressionEntry[] }
  /** Every recipient is suppressed: nothing was sent. */
  | { kind: 'suppressed'; suppressed: SuppressionEntry[] };

/**
 * Sends `email` to its recipients minus the addresses suppressed for its tenant (one batched lookup for all
 * of to/cc/bcc). Mailer errors propagate (`MailerError`).
 *
 * @example
 * const outcome = await sendUnlessSuppressed(ports, email);
 * if (outcome.kind === 'suppressed') return { outcome: 'skipped', reason: 'suppressed' };
 */
export async function sendUnlessSuppressed(ports: SendPorts, email: OutgoingEmail): Promise<SendOutcome> {
  const all = [...email.to, ...email.cc, ...email.bcc];
  const found = await ports.suppressions.findSuppressed(email.tags.tenant_id, all);
  const keep = (list: string[]) => list.filter((address) => !found.has(normalizeAddress(address)));
  const allowed = { to: keep(email.to), cc: keep(email.cc), bcc: keep(email.bcc) };
  const suppressed = [...new Map([...found.values()].map((e) => [e.id, e])).values()];
  if (allowed.to.length + allowed.cc.length + allowed.bcc.length === 0) return { kind: 'suppressed', suppressed };
  const { messageId } = await ports.mailer.send({ ...email, ...allowed });
  return { kind: 'sent', messageId, suppressed };
}
