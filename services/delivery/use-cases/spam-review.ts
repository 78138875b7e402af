import type { EventPublisher, SubmissionEvent } from '@shared/domain/events.js';
import type { FormStore } from '@shared/domain/form.js';
import type { Submission, SubmissionStore } from '@shared/domain/submission.js';
import {
  finalVerdict,
  reviewText,
  type ReviewModel,
  type SpamVerdictWriter,
} from '@shared/domain/spam/final-verdict.js';
import { readSpamSettings } from '@shared/domain/spam/strictness.js';

/**
 * The second stage of spam protection, between the table stream and the delivery fan-out: every new submission's
 * `submission.created` event waits here until the larger review model has given the final verdict, so no
 * notification, webhook or integration leaves before it. A submission the review finds spam moves `received` →
 * `spam` (one conditional write); a ham verdict writes nothing. Then the batch's events go on to the events queue.
 * When the review model fails or overruns its budget, the events go on with ingest's verdict (`fallback`): a
 * submission is delivered late at worst, never lost.
 */
export interface SpamReviewPorts {
  submissions: Pick<SubmissionStore, 'getEach'>;
  forms: Pick<FormStore, 'get'>;
  verdicts: SpamVerdictWriter;
  model: ReviewModel;
  /** The events queue the fan-out reads. */
  events: EventPublisher;
  /** The most the review model may take for one batch before the batch falls back to ingest's verdicts. */
  budgetMs: number;
}

export type FallbackReason = 'model_failed' | 'model_timeout' | 'retries_exhausted';

export interface SpamReviewResult {
  /** Submissions the review model judged. */
  reviewed: number;
  /** Of those, moved to spam. */
  movedToSpam: number;
  /** Set when the batch went on with ingest's verdicts. */
  fallback?: FallbackReason;
  /** What made the model fail (for the log). */
  error?: unknown;
}

class ModelTimeout extends Error {}

function withBudget<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const overrun = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ModelTimeout(`review model took over ${ms} ms`)), ms);
  });
  return Promise.race([work, overrun]).finally(() => clearTimeout(timer));
}

/** The submissions to review with the text the model reads; forms are read once each. */
async function candidates(ports: SpamReviewPorts, events: readonly SubmissionEvent[]) {
  const created = events.filter((e) => e.type === 'submission.created' && e.submission_id);
  const stored = await ports.submissions.getEach(
    created.map((e) => ({ tenantId: e.tenant_id, formId: e.form_id, id: e.submission_id! })),
  );
  const forms = new Map<string, ReturnType<FormStore['get']>>();
  const formOf = (s: Submission) => {
    const key = `${s.tenantId} ${s.formId}`;
    if (!forms.has(key)) forms.set(key, ports.forms.get(s.tenantId, s.formId));
    return forms.get(key)!;
  };
  const found = stored.flatMap((submission) => {
    if (!submission) return [];
    const read = reviewText(submission);
    return 'text' in read ? [{ submission, text: read.text }] : [];
  });
  return Promise.all(
    found.map(async (c) => ({ ...c, settings: readSpamSettings((await formOf(c.submission))?.settings) })),
  );
}

/**
 * Reviews one batch of events and passes them on. Storage errors propagate (the queue retries the batch; its last
 * receive comes with `lastTry` and passes the events on unreviewed); a model that fails or overruns falls back at
 * once, since retrying it would only delay the deliveries.
 */
export async function reviewAndPassOn(
  ports: SpamReviewPorts,
  events: readonly SubmissionEvent[],
  options: { lastTry: boolean },
): Promise<SpamReviewResult> {
  if (options.lastTry) {
    await ports.events.publish(events);
    return { reviewed: 0, movedToSpam: 0, fallback: 'retries_exhausted' };
  }
  const found = await candidates(ports, events);
  let probabilities: number[];
  try {
    probabilities =
      found.length === 0
        ? []
        : await withBudget(
            ports.model.probabilities(
              found.map((c) => c.text),
              found.map((c) => c.settings.strictness),
            ),
            ports.budgetMs,
          );
  } catch (error) {
    await ports.events.publish(events);
    const fallback = error instanceof ModelTimeout ? 'model_timeout' : 'model_failed';
    return { reviewed: 0, movedToSpam: 0, fallback, error };
  }
  const verdicts = found.map((c, i) => ({ ...c, verdict: finalVerdict(c.submission, c.settings, probabilities[i]!) }));
  const moved = await Promise.all(
    verdicts.filter((v) => v.verdict.spam).map((v) => ports.verdicts.markSpam(v.submission, v.verdict)),
  );
  await ports.events.publish(events);
  return { reviewed: found.length, movedToSpam: moved.filter(Boolean).length };
}
