import type { SuppressionReason, SuppressionSource } from './suppression.js';

/** What one SES bounce or complaint event asks of the suppression list (read by `shared/adapters/ses/feedback-events.ts`). */
export type SesFeedback =
  | {
      action: 'suppress';
      reason: SuppressionReason;
      /** Valid, de-duplicated recipient addresses. */
      recipients: string[];
      /** From the `tenant_id` message tag; null when the message is not attributable. */
      tenantId: string | null;
      source: SuppressionSource;
      formId: string | null;
      feedbackId: string | null;
    }
  | { action: 'ignore'; why: string };
