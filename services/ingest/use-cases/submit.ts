import {
  BlockedError,
  CaptchaFailedError,
  PayloadTooLargeError,
  RateLimitedError,
  ValidationError,
} from '@shared/domain/errors.js';
import type { Form } from '@shared/domain/form.js';
import { newId } from '@shared/domain/ids.js';
import { screenWith, type SpamBlock, type SpamScreening, type SpamVerdict } from '@shared/domain/spam.js';
import { rateWindows, submitterOf, type RateDecision } from '@shared/domain/submission-rate-limit.js';
import {
  expiryFor,
  newSubmission,
  type ExtraWrite,
  type Submission,
  type SubmissionStatus,
} from '@shared/domain/submission.js';
import type { PlaceClaim } from '@shared/domain/plan-places.js';
import { usagePeriod } from '@shared/domain/usage.js';
import { describeError, type LogFields } from '@shared/observability/log.js';
import type { FieldMap } from '@shared/domain/fields.js';
import { submitterCountry, trafficSourceOf } from '@shared/domain/traffic.js';
import { INGEST_LIMITS } from '@shared/domain/ingest-limits.js';
import { UPLOAD_LIMITS } from '@shared/domain/uploads.js';
import type { IngestPorts } from '../ports.js';
import { attachUploads, commitUploads, createConsuming, uploadKeysOf, type AttachedUploads } from './attach-uploads.js';
import { prepareBodyFiles, storeBodyFiles, type BodyFile } from './body-files.js';
import { applyPrivacy, firstText, routingAliasOf, splitReserved, submitterEmail } from './fields.js';
import { checkFormKey } from './form-key.js';
import { giveBack, placeFor, type PlanQuota } from './plan-place.js';

export interface SubmitRequest {
  form: Form;
  fields: FieldMap;
  /** Files a plain HTML form sent in its multipart body (none for other bodies). */
  files?: readonly BodyFile[];
  /** `X-Form-Key` header, which wins over a `_form_key` field. */
  formKeyHeader: string | undefined;
  submitterIp: string;
  /** Lowercased request headers. */
  headers: Record<string, string>;
  receivedAt: number;
}

export interface SubmitResult {
  id: string;
  status: SubmissionStatus;
  locked: boolean;
}

/** A submission without a single data field or upload (a 400 `validation_error` like any other). */
export class EmptySubmissionError extends ValidationError {}

/** Longest request header value copied onto a submission (the rest is cut). */
const MAX_HEADER_CHARS = 1000;
const header = (headers: Record<string, string>, name: string) => headers[name]?.slice(0, MAX_HEADER_CHARS) ?? null;

function refuseBlocked(screened: SpamScreening): asserts screened is Exclude<SpamScreening, SpamBlock> {
  if (screened.kind !== 'block') return;
  throw screened.code === 'captcha_failed'
    ? new CaptchaFailedError(screened.message)
    : new BlockedError(screened.message);
}

const rateLimited = (refusal: { retryAfterSeconds: number }) =>
  new RateLimitedError(
    `too many submissions from this address; retry in ${refusal.retryAfterSeconds} s`,
    refusal.retryAfterSeconds,
  );

function assertAllowed(decision: RateDecision): void {
  if (!decision.allowed) throw rateLimited(decision);
}

type Settled<T> = { value: T } | { error: unknown };

/** A promise that never rejects, so work started early cannot fail unhandled while the request is refused. */
const settled = <T>(work: Promise<T>): Promise<Settled<T>> =>
  work.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );

const outcome = <T>(result: Settled<T>): T => {
  if ('error' in result) throw result.error;
  return result.value;
};

/**
 * Accepts one visitor submission to a live form whose origin was already checked: form key → privacy rules →
 * rate-limit write, tenant and usage reads, the spam stage's refusals and finalizing `_uploads` (concurrently) →
 * the plan's place (sent while the rate-limit write and the submitter's history are still in flight, before the text
 * is scored) → keep the finalized files → rate-limit answer and spam score (which waits for the submitter's history)
 * → write. Refusals throw domain errors with nothing stored, and a post refused after its place was taken gives the
 * place back; a rate-limit refusal wins over the spam stage's and over a bad `_uploads` list. A refusal the function
 * already received is answered from memory before anything else (`caches.ts`).
 *
 * Ingest sends no event: the table stream's consumer announces every stored submission that is not locked
 * (`submission-stream.ts`), so a write can never be left without its event, nor an event without its write.
 */
export async function submit(ports: IngestPorts, req: SubmitRequest, log: LogFields): Promise<SubmitResult> {
  const { form } = req;
  const { data, reserved } = splitReserved(req.fields);
  const uploadKeys = uploadKeysOf(reserved.get('_uploads'));
  const bodyFiles = req.files ?? [];
  if (data.size === 0 && uploadKeys.length === 0 && bodyFiles.length === 0)
    throw new EmptySubmissionError('the submission has no fields');
  if (uploadKeys.length + bodyFiles.length > UPLOAD_LIMITS.filesPerSubmission)
    throw new ValidationError(`a submission may carry at most ${UPLOAD_LIMITS.filesPerSubmission} files`, '_uploads');
  const now = ports.now();
  const sent = prepareBodyFiles(form, bodyFiles, now);
  const serverSender = await checkFormKey(
    ports,
    form,
    {
      header: req.formKeyHeader,
      field: firstText(reserved.get('_form_key')),
      fromPage: req.headers.origin !== undefined,
    },
    now,
    'submit',
  );

  const privacy = form.settings.privacy;
  const kept = applyPrivacy(data, privacy);
  const email = submitterEmail(data, reserved, privacy);
  const fields = Object.fromEntries(kept);
  assertStorable(fields);
  const submitter = submitterOf(req.submitterIp);
  const windows = rateWindows(form.settings.rate_limit);
  const known = ports.rateLimits.knownRefusal(form.id, submitter, windows, now.getTime());
  if (known) throw rateLimited(known);
  // The rate-limit write goes out first; the spam stage's reads follow it. Its answer is awaited just before the write.
  const rating = settled(ports.rateLimits.take(form.id, submitter, windows, now.getTime()));
  const screening = settled(
    screenWith(
      ports.spam,
      {
        tenantId: form.tenantId,
        formId: form.id,
        fields,
        reserved: Object.fromEntries(reserved),
        submitterEmail: email,
        submitterIp: req.submitterIp,
        headers: req.headers,
        receivedAt: req.receivedAt,
        serverSender,
      },
      form,
    ),
  );
  // Without `_uploads` this resolves at once: no read, no S3 call.
  const attaching = settled(attachUploads(ports, form, uploadKeys, now));
  const [tenant, usage, screened, country] = await Promise.all([
    ports.tenants.get(form.tenantId),
    ports.usage.get(form.tenantId, usagePeriod(now)),
    screening,
    submitterCountry(ports.geo, req.submitterIp, req.headers),
  ]);
  let judging: Promise<Settled<SpamVerdict>>;
  let uploads: AttachedUploads;
  let learning: SpamVerdict['learn'];
  try {
    const screen = outcome(screened);
    refuseBlocked(screen);
    uploads = outcome(await attaching);
    // Kept files are re-tagged (or written) only for a submission the rate limit let through.
    if (uploads.files.length > 0 || sent.files.length > 0) assertAllowed(outcome(await rating));
    // The score may still wait for the submitter's history; it is needed only by the write.
    judging = settled(screen.verdict);
  } catch (error) {
    // A rate-limit refusal wins over the spam stage's and over a bad `_uploads` list.
    assertAllowed(outcome(await rating));
    throw error;
  }
  const plan = ports.planOf(tenant?.plan ?? 'free');
  const id = newId('submission', now.getTime());
  const limit = plan.monthlySubmissions;
  const quota = { tenantId: form.tenantId, period: usagePeriod(now), limit, holder: id };
  // The place is taken beside the rate-limit write and the spam stage's reads, not after them: a post refused
  // from here on gives it back.
  const placing = settled(placeFor(ports, quota, usage.submissions));
  let submission: Submission;
  try {
    await Promise.all([commitUploads(ports, uploads, log), storeBodyFiles(ports, sent)]);
    if (sent.files.length > 0) log.body_files = sent.files.length;
    const [rate, judged] = await Promise.all([rating, judging]);
    assertAllowed(outcome(rate));
    const verdict = outcome(judged);
    const createdAt = now.toISOString();
    submission = newSubmission({
      id,
      tenantId: form.tenantId,
      formId: form.id,
      createdAt,
      status: verdict.kind === 'spam' ? 'spam' : 'received',
      fields,
      files: [...uploads.files, ...sent.files],
      submitterEmail: email,
      submitterIp: req.submitterIp,
      userAgent: header(req.headers, 'user-agent'),
      origin: header(req.headers, 'origin'),
      referer: header(req.headers, 'referer'),
      acceptLanguage: header(req.headers, 'accept-language'),
      spamScore: verdict.score,
      spamReasons: verdict.reasons,
      routingAlias: routingAliasOf(reserved),
      // UTM tags are read before privacy rules: they describe the campaign, not the visitor.
      traffic: { country, source: trafficSourceOf(data, header(req.headers, 'referer')) },
      expiresAt: expiryFor(createdAt, form.settings.retention.days ?? plan.retentionDays),
    });
    learning = verdict.learn;
  } catch (error) {
    const placed = await placing;
    if ('value' in placed) await giveBack(ports, placed.value, log);
    throw error;
  }

  const stored = await store(ports, {
    submission,
    quota,
    place: outcome(await placing),
    uploadWrites: uploads.consumeWrites,
    log,
  });
  if (learning) await learnCampaign(learning, submission, log);
  // The usual values (`received`, not locked) are left off the line: the stored submission says so too.
  log.submission_id = submission.id;
  if (submission.status !== 'received') log.submission_status = submission.status;
  if (stored.locked) log.locked = true;
  return {
    id: submission.id,
    status: submission.status,
    locked: stored.locked,
  };
}

/**
 * Remembers a stored submission the filter is sure of as a spam campaign (`SpamVerdict.learn`). The submission is
 * stored whatever happens here: a failure is logged, and a later copy of the campaign can teach it again.
 */
async function learnCampaign(learn: NonNullable<SpamVerdict['learn']>, submission: Submission, log: LogFields) {
  try {
    await learn({ submissionId: submission.id, createdAt: submission.createdAt });
  } catch (error) {
    Object.assign(log, { campaign_learn: 'failed', campaign_learn_error: describeError(error).error_type });
  }
}

/** Refuses fields whose JSON text (escapes included) would not fit the submission item. */
function assertStorable(fields: Record<string, unknown>): void {
  if (Buffer.byteLength(JSON.stringify(fields), 'utf8') > INGEST_LIMITS.storedBytes) {
    throw new PayloadTooLargeError(`the fields of a submission are limited to ${INGEST_LIMITS.storedBytes / 1024} KiB`);
  }
}

interface StoreInput {
  submission: Submission;
  quota: PlanQuota;
  /** The place taken for it; null when none was left (or the plan has no limit). */
  place: PlaceClaim | null;
  /** Consume the submission's pending uploads (written last in the transaction). */
  uploadWrites: readonly ExtraWrite[];
  log: LogFields;
}

/**
 * Writes the submission: unlocked with its place, or locked with its ledger entry when the plan has a limit and no
 * place was left (the sweeper unlocks it from there, `unlock.ts`). Usually the write is one PutItem: the form
 * counters, the plan usage, its 80 % / 100 % levels and the event follow from the table stream.
 */
async function store(ports: IngestPorts, input: StoreInput): Promise<{ locked: boolean }> {
  const { submission, quota, place } = input;
  const locked = quota.limit !== null && place === null;
  const extraWrites = locked
    ? [
        ports.lockedSubmissions.entryWrite({
          tenantId: submission.tenantId,
          formId: submission.formId,
          submissionId: submission.id,
          period: quota.period,
        }),
      ]
    : [];
  const record: Submission = locked ? { ...submission, locked: true, lockedReason: 'quota_exceeded' } : submission;
  try {
    await createConsuming(ports, record, extraWrites, input.uploadWrites);
  } catch (error) {
    // Not stored: its place goes back (the visitor's retry takes one again).
    await giveBack(ports, place, input.log);
    throw error;
  }
  ports.usage.counted(submission.tenantId, quota.period, { locked });
  return { locked };
}
