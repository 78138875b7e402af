import type { SpamBlock, SpamForm, SpamInput, SpamJudge, SpamScreening, SpamVerdict } from '../spam.js';
import { matchBlocks, type BlockListStore } from './blocklists.js';
import {
  captchaToken,
  DEFAULT_MIN_SCORE,
  expectedHostnames,
  MAX_TOKEN_LENGTH,
  type CaptchaOutcome,
  type CaptchaProvider,
} from './captcha.js';
import {
  campaignOf,
  recall,
  SEED_COVERED_SIMILARITY,
  SEED_TEXT_SCORE,
  type CampaignMatch,
  type CampaignMemory,
} from './campaign-memory.js';
import type { ContentModel } from './content-model.js';
import { fingerprintOf, type Fingerprint } from './fingerprint.js';
import { emailDomain } from './domains.js';
import { hygieneFindings, type DisposableDomainList, type MailDomainChecker } from './email-hygiene.js';
import { EMPTY_HISTORY, type SubmitterHistory } from './request-signals.js';
import { prepareScore, type Score } from './scoring.js';
import type { Strictness } from './strictness.js';
import { submissionText } from './text.js';

/** Port: recent verdicts on the form for one submitter e-mail address (admin status changes included). */
export interface SubmitterHistoryReader {
  recent(formId: string, email: string): Promise<SubmitterHistory>;
}

/** Port: a provider's siteverify answer for a token (the adapter maps transport failures to `unverified`). */
export interface CaptchaVerifier {
  verify(
    provider: CaptchaProvider,
    request: { secret: string; token: string; remoteIp: string; minScore: number; hostnames: readonly string[] },
  ): Promise<CaptchaOutcome>;
}

/** Port: the CAPTCHA secret stored on the form item (never part of the `Form` ingest holds). */
export interface CaptchaSecretReader {
  secret(tenantId: string, formId: string): Promise<string | undefined>;
}

export interface SpamJudgePorts {
  blocks: Pick<BlockListStore, 'forForm'>;
  history: SubmitterHistoryReader;
  captchaSecrets: CaptchaSecretReader;
  captcha: CaptchaVerifier;
  mailDomains: MailDomainChecker;
  disposable: DisposableDomainList;
  /** The learned content model the scoring adds as a signal; absent, the hand-written signals score alone. */
  contentModel?: ContentModel;
  /** The organization's remembered campaigns; absent, nothing is remembered or recalled. */
  campaigns?: Pick<CampaignMemory, 'nearest' | 'seed'>;
}

/** Resolves in the event loop's next check phase, after the requests already started were written. */
const afterPendingSends = () => new Promise<void>((resolve) => setImmediate(resolve));

const block = (code: 'blocked' | 'captcha_failed', message: string): SpamBlock => ({ kind: 'block', code, message });

/** Runs the CAPTCHA check; `undefined` when it passed or is off, a decision or an `unverified` reason otherwise. */
async function checkCaptcha(
  ports: SpamJudgePorts,
  input: SpamInput,
  form: SpamForm,
): Promise<SpamBlock | string | undefined> {
  const captcha = form.captcha;
  if (!captcha?.enabled) return undefined;
  const provider = captcha.provider as CaptchaProvider;
  const token = captchaToken(provider, input.reserved);
  if (!token || token.length > MAX_TOKEN_LENGTH)
    return block('captcha_failed', 'the CAPTCHA was not solved: the submission carries no CAPTCHA token');
  const secret = await ports.captchaSecrets.secret(input.tenantId, input.formId);
  if (!secret) return 'captcha_unverified:captcha_misconfigured';
  const outcome = await ports.captcha.verify(provider, {
    secret,
    token,
    remoteIp: input.submitterIp,
    minScore: captcha.min_score ?? DEFAULT_MIN_SCORE,
    hostnames: expectedHostnames(form.allowedOrigins ?? []),
  });
  if (outcome.kind === 'failed')
    return block('captcha_failed', `the CAPTCHA could not be verified (${outcome.reason})`);
  return outcome.kind === 'unverified' ? `captcha_unverified:${outcome.reason}` : undefined;
}

/**
 * The verdict with what the organization's owners taught: near a message they let through, it is accepted unless
 * one of their own rules (blocked keyword, hygiene `flag`, unverified CAPTCHA) says spam; near a remembered spam
 * campaign, it is spam. The reason naming the campaign comes first.
 */
function withMemory(
  scored: Score,
  forced: readonly string[],
  matches: readonly CampaignMatch[],
  strictness: Strictness,
): SpamVerdict {
  const reasons = [...forced, ...scored.reasons];
  const remembered = recall(matches, strictness);
  const ownerRule = forced.length > 0 || scored.reasons.some((r) => r.startsWith('blocked_keyword:'));
  const spam =
    remembered?.verdict === 'not_spam' ? ownerRule : remembered?.verdict === 'spam' || scored.spam || ownerRule;
  return {
    kind: spam ? 'spam' : 'accept',
    score: scored.score,
    reasons: remembered ? [remembered.reason, ...reasons] : reasons,
  };
}

/**
 * The filter learns a campaign from text it is near-certain of, unless memory already holds a near copy, or the
 * message shares a band key with anything an owner said is not spam: a band key holds the latest campaign written
 * to it, so the filter's own verdict would take the owner's correction's keys and its later copies would no longer
 * find it.
 */
const learnable = (scored: Score, matches: readonly CampaignMatch[]) =>
  (scored.textScore ?? 0) >= SEED_TEXT_SCORE &&
  !matches.some((m) => m.similarity >= SEED_COVERED_SIMILARITY || m.verdict === 'not_spam');

function seeder(ports: SpamJudgePorts, input: SpamInput, fingerprint: Fingerprint): NonNullable<SpamVerdict['learn']> {
  return async ({ submissionId, createdAt }) => {
    const message = {
      tenantId: input.tenantId,
      formId: input.formId,
      submissionId,
      submittedAt: createdAt,
      fingerprint,
    };
    await ports.campaigns!.seed(campaignOf(message, 'spam', 'filter', new Date(createdAt)));
  };
}

/**
 * The spam stage of ingest. In order: block lists (refuse), e-mail hygiene in `block` mode (refuse), CAPTCHA
 * (refuse a missing or failed token; a provider outage stores the submission as spam with `captcha_unverified`),
 * then the scoring engine and the organization's remembered campaigns (`withMemory`). Owner rules (blocked
 * keywords, hygiene `flag` mode, unverified CAPTCHA) always make it spam; otherwise memory, then the score against
 * the strictness threshold decides. `screen` answers once the refusals are
 * decided (they need no score), with the verdict to follow: the submitter's history (a Query) is read meanwhile, and
 * the text is scored while that read, and the writes the caller sends on the refusals' answer, are in flight.
 */
export function createSpamJudge(ports: SpamJudgePorts): SpamJudge {
  const screen = async (input: SpamInput, form: SpamForm): Promise<SpamScreening> => {
    const settings = form.settings.spam;
    const policy = form.emailHygiene ?? null;
    const history =
      settings.enabled && input.submitterEmail
        ? ports.history.recent(input.formId, input.submitterEmail)
        : Promise.resolve(EMPTY_HISTORY);
    // Read by the verdict; a refusal below leaves it unread, and its failure must not go unhandled.
    history.catch(() => undefined);
    const reading = Promise.all([
      ports.blocks.forForm(input.tenantId, input.formId),
      policy ? hygieneFindings(policy, emailDomain(input.submitterEmail), ports) : Promise.resolve([]),
    ]);
    const text = submissionText(input.fields);
    const fingerprint = settings.enabled && ports.campaigns ? fingerprintOf(input.fields, text) : null;
    // Memory is an aid: when it cannot be read, the submission is judged without it rather than refused.
    const remembered: Promise<CampaignMatch[]> = fingerprint
      ? ports.campaigns!.nearest(input.tenantId, fingerprint, new Date(input.receivedAt)).catch(() => [])
      : Promise.resolve([]);
    const [entries, hygiene] = await reading;
    if (matchBlocks(entries, input.submitterIp, input.submitterEmail))
      return block('blocked', 'submissions from this sender are not accepted');
    if (hygiene.length > 0 && policy?.mode === 'block')
      return block('blocked', 'this e-mail address is not accepted here');
    const captcha = await checkCaptcha(ports, input, form);
    if (typeof captcha === 'object') return captcha;
    const forced = [...(policy?.mode === 'flag' ? hygiene : []), ...(captcha ? [captcha] : [])];
    // The CPU-bound text scoring runs in a later turn of the event loop: by then the reads above, and whatever the
    // caller sends on the refusals' answer (ingest's plan place), have left, and are answered while the text is scored.
    const scoring = afterPendingSends().then(() =>
      prepareScore({ ...input, allowedOrigins: form.allowedOrigins ?? [], model: ports.contentModel }, settings, text),
    );
    const verdict = Promise.all([scoring, history, remembered]).then(([score, read, matches]): SpamVerdict => {
      const scored = score(read);
      const decided = withMemory(scored, forced, matches, settings.strictness);
      const learn = decided.kind === 'spam' && fingerprint && learnable(scored, matches);
      return learn ? { ...decided, learn: seeder(ports, input, fingerprint) } : decided;
    });
    return { kind: 'pass', verdict };
  };
  return {
    screen,
    async judge(input, form) {
      const screened = await screen(input, form);
      return screened.kind === 'block' ? screened : screened.verdict;
    },
  };
}
