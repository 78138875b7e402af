import { NotFoundError } from '@shared/domain/errors.js';
import {
  campaignIdOf,
  campaignOf,
  DUPLICATE_SIMILARITY,
  nearestOf,
  NOT_SPAM_SIMILARITY,
  type CampaignMemory,
  type CampaignVerdict,
  type RememberedCampaign,
} from '@shared/domain/spam/campaign-memory.js';
import { fingerprintOf, similarity, type Fingerprint } from '@shared/domain/spam/fingerprint.js';
import type { ChangeOutcome, Submission } from '@shared/domain/submission.js';
import type { Principal } from '@shared/domain/tenant.js';
import { describeError, type Logger } from '@shared/observability/log.js';

export interface CampaignMemoryPorts {
  campaigns: CampaignMemory;
  logger: Logger;
  now(): Date;
}

/**
 * What an applied status change teaches: marking spam remembers a spam campaign; moving a spam submission to the
 * inbox (`received`, `verified`) remembers it as not spam. Anything else teaches nothing.
 */
function lessonOf(outcome: ChangeOutcome): { submission: Submission; verdict: CampaignVerdict } | undefined {
  if (!outcome.applied || outcome.after === null) return undefined;
  const [before, after] = [outcome.before.status, outcome.after.status];
  if (after === 'spam' && before !== 'spam') return { submission: outcome.after, verdict: 'spam' };
  if (before === 'spam' && (after === 'received' || after === 'verified'))
    return { submission: outcome.after, verdict: 'not_spam' };
  return undefined;
}

type Lesson = { submission: Submission; verdict: CampaignVerdict; fingerprint: Fingerprint };

/**
 * Distinct messages learned from one request at most: a bulk action over 500 submissions stays a bounded number of
 * reads and writes (a lookup and 21 item writes each); copies beyond it are mostly covered by the first ones.
 */
export const MAX_LESSONS_PER_REQUEST = 50;

/** One lesson per near-identical message and verdict: a bulk action over 200 copies of a campaign learns one. */
function distinct(lessons: readonly Lesson[]): Lesson[] {
  const kept: Lesson[] = [];
  for (const lesson of lessons) {
    const same = (k: Lesson) =>
      k.verdict === lesson.verdict &&
      similarity(k.fingerprint.signature, lesson.fingerprint.signature) >= DUPLICATE_SIMILARITY;
    if (!kept.some(same)) kept.push(lesson);
    if (kept.length === MAX_LESSONS_PER_REQUEST) break;
  }
  return kept;
}

/**
 * Learns from the applied changes of one request (`PATCH` or bulk): each new campaign replaces the one learned
 * earlier from the same submission; a message near-identical to a remembered campaign of the same verdict adds
 * nothing; marking spam a message near one the owner let through forgets that one (the newer word wins); the oldest
 * campaigns beyond the organization's cap are forgotten. Best effort: the change is stored whatever happens here,
 * so a failure is logged, not answered.
 */
export async function learnFromChanges(
  ports: CampaignMemoryPorts,
  tenantId: string,
  outcomes: readonly ChangeOutcome[],
): Promise<void> {
  const lessons = outcomes.flatMap((outcome) => {
    const lesson = lessonOf(outcome);
    const fingerprint = lesson && fingerprintOf(lesson.submission.fields);
    return lesson && fingerprint ? [{ ...lesson, fingerprint }] : [];
  });
  if (lessons.length === 0) return;
  try {
    const now = ports.now();
    const learned: ReturnType<typeof campaignOf>[] = [];
    const outdated: string[] = [];
    for (const lesson of distinct(lessons)) {
      const { submission, verdict, fingerprint } = lesson;
      const own = campaignIdOf(submission.id, Date.parse(submission.createdAt));
      const matches = (await ports.campaigns.nearest(tenantId, fingerprint, now)).filter((m) => m.campaignId !== own);
      if (nearestOf(matches, verdict, DUPLICATE_SIMILARITY)) continue;
      if (verdict === 'spam')
        outdated.push(
          ...matches
            .filter((m) => m.verdict === 'not_spam' && m.similarity >= NOT_SPAM_SIMILARITY)
            .map((m) => m.campaignId),
        );
      const message = {
        tenantId,
        formId: submission.formId,
        submissionId: submission.id,
        submittedAt: submission.createdAt,
        fingerprint,
      };
      learned.push(campaignOf(message, verdict, 'owner', now));
    }
    outdated.push(...(await ports.campaigns.overflow(tenantId, learned.length)));
    await ports.campaigns.forget(tenantId, outdated);
    await ports.campaigns.put(learned);
  } catch (error) {
    ports.logger.error('campaign memory not updated', { count: lessons.length, ...describeError(error) });
  }
}

/** Forgets what was learned from submissions (a data subject's erasure): the campaigns are keyed by them. */
export async function forgetLearnedFrom(
  ports: { campaigns: Pick<CampaignMemory, 'forget'> },
  tenantId: string,
  submissions: readonly Pick<Submission, 'id' | 'createdAt'>[],
): Promise<void> {
  await ports.campaigns.forget(
    tenantId,
    submissions.map((s) => campaignIdOf(s.id, Date.parse(s.createdAt))),
  );
}

export const campaignView = (c: RememberedCampaign) => ({
  id: c.id,
  verdict: c.verdict,
  source: c.source,
  form_id: c.formId,
  submission_id: c.submissionId,
  sample: c.sample,
  created_at: c.createdAt,
  expires_at: c.expiresAt,
});

/** `GET /v1/spam-protection/campaigns`: the organization's remembered campaigns, newest first. */
export async function listCampaigns(ports: CampaignMemoryPorts, principal: Principal) {
  return { campaigns: (await ports.campaigns.list(principal.tenantId, ports.now())).map(campaignView) };
}

/** `DELETE /v1/spam-protection/campaigns/{id}`: near copies are judged as if it had never been learned. */
export async function forgetCampaign(ports: CampaignMemoryPorts, principal: Principal, id: string) {
  const [forgotten] = await ports.campaigns.forget(principal.tenantId, [id]);
  if (!forgotten) throw new NotFoundError('campaign not found', 'id');
}
