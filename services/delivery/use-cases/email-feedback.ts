import type { SesFeedback } from '@shared/domain/email/ses-feedback.js';
import type { FormStore } from '@shared/domain/form.js';
import { derivedId, newId } from '@shared/domain/ids.js';
import { emailEntry, type EmailEventReport, type TimelineStore } from '@shared/domain/delivery/timeline.js';
import { tellOwnerAboutSuppression, type SuppressionNoticePorts } from './email-suppression-notice.js';

export interface FeedbackPorts extends SuppressionNoticePorts {
  forms: Pick<FormStore, 'get'>;
  now(): Date;
}

/** What one SES event changed; logged by the handler (counts and ids only, never addresses). */
export interface FeedbackSummary {
  action: 'suppress' | 'ignore';
  why?: string;
  reason?: string;
  tenant_scoped?: boolean;
  created: number;
  existing: number;
  owner_notified: number;
}

/**
 * Turns an SES bounce or complaint (read from its event by the handler) into suppression entries: tenant-scoped when the message carried a
 * `tenant_id` tag, global otherwise. One entry per scope and address (a repeated event changes nothing). When
 * the bounced or complaining address received an owner notification, the tenant's owner is told (once).
 */
export async function recordSesFeedback(ports: FeedbackPorts, feedback: SesFeedback): Promise<FeedbackSummary> {
  if (feedback.action === 'ignore')
    return { action: 'ignore', why: feedback.why, created: 0, existing: 0, owner_notified: 0 };

  const summary: FeedbackSummary = {
    action: 'suppress',
    reason: feedback.reason,
    tenant_scoped: feedback.tenantId !== null,
    created: 0,
    existing: 0,
    owner_notified: 0,
  };
  const now = ports.now();
  let formName: string | null | undefined;
  for (const email of feedback.recipients) {
    const { entry, created } = await ports.suppressions.add({
      id: newId('suppression', now.getTime()),
      tenantId: feedback.tenantId,
      email,
      reason: feedback.reason,
      source: feedback.source,
      createdAt: now.toISOString(),
      feedbackId: feedback.feedbackId,
    });
    summary[created ? 'created' : 'existing'] += 1;
    if (feedback.source !== 'owner_notification' || feedback.tenantId === null) continue;
    if (formName === undefined) {
      formName = feedback.formId ? ((await ports.forms.get(feedback.tenantId, feedback.formId))?.name ?? null) : null;
    }
    if ((await tellOwnerAboutSuppression(ports, feedback.tenantId, entry, formName)) === 'sent')
      summary.owner_notified += 1;
  }
  return summary;
}

/**
 * Puts what SES reported about a submission's e-mail on its timeline (one write); the entry id is derived from
 * the SES event so a redelivered event writes the same entry. Says whether there was one.
 */
export async function recordSesMailEvent(
  ports: { timeline: Pick<TimelineStore, 'add'> },
  report: Omit<EmailEventReport, 'id'> | null,
): Promise<boolean> {
  if (!report) return false;
  const seed = `${report.submissionId}|${report.deliveryId ?? ''}|${report.event}|${report.at}`;
  await ports.timeline.add([emailEntry({ ...report, id: derivedId('attempt', Date.parse(report.at), seed) })]);
  return true;
}
