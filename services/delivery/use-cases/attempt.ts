import { MAX_RETRY_STEP_SECONDS } from '@shared/infra/definition.js';
import {
  firstTryDelivery,
  writeRecorded,
  type AttemptRecord,
  type ClaimRefusal,
  type DeliveryMessage,
  type DeliveryStore,
} from '@shared/domain/delivery/deliveries.js';
import { retryDelaySeconds } from '@shared/domain/delivery/schedule.js';
import {
  kindOfTargetKey,
  SubjectMissingError,
  type AttemptResult,
  type Delivery,
  type TargetProvider,
} from '@shared/domain/delivery/targets.js';
import { RESPONSE_EXCERPT_BYTES } from '@shared/domain/delivery/webhook.js';
import { newId } from '@shared/domain/ids.js';
import { describeError, type LogFields } from '@shared/observability/log.js';
import type { BatchReads } from './subject.js';

export interface AttemptPorts {
  /** The reads of the batch this message came in (`batchReads`). */
  reads: BatchReads;
  deliveries: Pick<DeliveryStore, 'claimAttempt' | 'createOnce' | 'recordAttempt' | 'recordFirstAttempt'>;
  providers: readonly TargetProvider[];
  /** Seconds before each retry (AppConfig.deliverySchedule). */
  schedule: readonly number[];
  now(): Date;
  random?: () => number;
}

/** The queue message being handled: its id and its `ApproximateReceiveCount`. */
export interface Receipt {
  messageId: string;
  receiveCount: number;
}

/**
 * `done`: delete the message (`routine` for a delivered try, which its delivery record keeps: its log line is DEBUG
 * only). `retry`: make it visible again after `delaySeconds` and report it failed.
 */
export type AttemptOutcome =
  { outcome: 'done'; routine?: boolean; log: LogFields } | { outcome: 'retry'; delaySeconds: number; log: LogFields };

/** An exhausted chain the queue has not redriven yet (schedule and redrive count disagree) is pushed back gently. */
const EXHAUSTED_RECHECK_SECONDS = 60;

const excerpt = (text: string | undefined) =>
  text === undefined ? null : Buffer.from(text, 'utf8').subarray(0, RESPONSE_EXCERPT_BYTES).toString('utf8');

/** Runs the target's provider; an unexpected throw is a failed try (retried), described for the log line only. */
async function runProvider(
  providers: readonly TargetProvider[],
  delivery: Delivery,
  ports: AttemptPorts,
  at: Date,
): Promise<{ result: AttemptResult; crash?: LogFields }> {
  const provider = providers.find((p) => p.kind === delivery.kind);
  if (!provider) return { result: { outcome: 'abandoned', error: `no provider for ${delivery.kind} targets` } };
  const event = {
    id: delivery.eventId,
    type: delivery.eventType,
    created_at: delivery.eventCreatedAt,
    tenant_id: delivery.tenantId,
    form_id: delivery.formId,
    submission_id: delivery.submissionId ?? '',
    ...(delivery.test ? { test: true } : {}),
  };
  const subject = ports.reads.subject({
    tenantId: delivery.tenantId,
    formId: delivery.formId,
    submissionId: delivery.submissionId,
  });
  try {
    return { result: await provider.attempt(delivery, { event, subject, attemptNo: delivery.attempts, now: at }) };
  } catch (error) {
    if (error instanceof SubjectMissingError)
      return { result: { outcome: 'abandoned', error: 'the form no longer exists' } };
    return {
      result: { outcome: 'failed', error: 'internal_error: the attempt failed unexpectedly' },
      crash: describeError(error),
    };
  }
}

/**
 * The delivery this receive tries, with `attempts` counting the try. A fresh delivery's message on its first
 * receive carries the untried delivery and is not claimed (`unclaimed`): its record claims too, in one write; only
 * the batch's first copy of it tries, and only while it is untried in the message's generation (a batched read). Any
 * other receive claims first, refusing stale, duplicate or exhausted messages; a first-try message whose delivery
 * was never written (its first receive stopped before recording) creates it from its snapshot, then claims.
 */
async function deliveryToTry(
  ports: AttemptPorts,
  message: DeliveryMessage,
  receipt: Receipt,
  at: string,
): Promise<{ delivery: Delivery; unclaimed: boolean; absentBefore?: boolean } | ClaimRefusal> {
  const fresh = receipt.receiveCount === 1 ? firstTryDelivery(message, at) : undefined;
  if (fresh) {
    // A copy of a delivery already tried or restarted, or asked for earlier in this batch (a duplicate event's),
    // sends nothing.
    const ref = { targetKey: message.target_key, id: message.delivery_id, generation: message.generation };
    if (!ports.reads.firstInBatch(message.delivery_id)) return 'duplicate';
    const state = await ports.reads.firstTryState(ref);
    if (state === 'tried') return 'duplicate';
    return { delivery: fresh, unclaimed: true, absentBefore: state === 'absent' };
  }
  const claim = { messageId: receipt.messageId, maxChainAttempts: ports.schedule.length + 1, at };
  const claimed = await writeRecorded(
    ports.deliveries,
    message,
    () => ports.deliveries.claimAttempt(message, claim),
    (result) => result === 'missing',
  );
  return typeof claimed === 'string' ? claimed : { delivery: claimed, unclaimed: false };
}

/**
 * One try of one delivery. Claims the try (or, on a fresh delivery's first receive, tries at once), runs the
 * target's provider, records the attempt with the delivery's new state, and on failure returns the backoff step for
 * the message's visibility. After the chain's last try the message is released at once so the queue's redrive moves
 * it to the dead-letter queue, whose consumer marks the delivery `dead`. An unclaimed try whose record finds the
 * delivery no longer untried (another copy of the message recorded first, or a manual redeliver started a new
 * chain) records nothing: its send was a duplicate, which the receiver can tell by the event id it carries.
 */
export async function attemptDelivery(
  ports: AttemptPorts,
  message: DeliveryMessage,
  receipt: Receipt,
): Promise<AttemptOutcome> {
  const at = ports.now();
  const about = message.submission;
  if (about) {
    // Asked in the same tick by every message of the batch, with what the target's provider will read (its
    // endpoint): one read for all, while the claims are made. A failed read is the provider's to meet when it asks
    // again.
    const subject = ports.reads.subject({ tenantId: about.tenant_id, formId: about.form_id, submissionId: about.id });
    subject.submission().catch(() => undefined);
    const provider = ports.providers.find((p) => p.kind === kindOfTargetKey(message.target_key));
    provider?.prefetch?.({ tenantId: about.tenant_id, formId: about.form_id, targetKey: message.target_key }, subject);
  }
  const tried = await deliveryToTry(ports, message, receipt, at.toISOString());
  const ids: LogFields = {
    delivery_id: message.delivery_id,
    target_key: message.target_key,
    target_kind: message.target_key.split(':')[0],
  };
  if (tried === 'exhausted')
    return { outcome: 'retry', delaySeconds: EXHAUSTED_RECHECK_SECONDS, log: { ...ids, claim: tried } };
  if (typeof tried === 'string') return { outcome: 'done', log: { ...ids, claim: tried } };
  const claimed = tried.delivery;

  const { result, crash } = await runProvider(ports.providers, claimed, ports, at);
  const chainTry = claimed.attempts - message.base_attempts;
  const delay =
    result.outcome === 'failed'
      ? retryDelaySeconds({
          schedule: ports.schedule,
          failedTry: chainTry,
          retryAfterSeconds: result.retryAfterSeconds,
          maxWaitSeconds: MAX_RETRY_STEP_SECONDS,
          random: ports.random,
        })
      : undefined;
  const status = { delivered: 'delivered', skipped: 'skipped', abandoned: 'dead', failed: 'failed' } as const;
  const record: AttemptRecord = {
    attempt: {
      id: newId('attempt', at.getTime()),
      deliveryId: claimed.id,
      attemptNo: claimed.attempts,
      createdAt: at.toISOString(),
      statusCode: result.outcome === 'skipped' ? null : (result.statusCode ?? null),
      responseMs: result.outcome === 'skipped' ? null : (result.responseMs ?? null),
      responseExcerpt: result.outcome === 'skipped' ? null : excerpt(result.responseExcerpt),
      error: result.outcome === 'skipped' ? result.reason : result.outcome === 'delivered' ? null : result.error,
    },
    status: status[result.outcome],
    nextAttemptAt: delay === undefined ? null : new Date(at.getTime() + delay * 1000).toISOString(),
  };
  if (!tried.unclaimed) await ports.deliveries.recordAttempt(claimed, record);
  else if (
    !(await ports.deliveries.recordFirstAttempt(claimed, record, {
      messageId: receipt.messageId,
      generation: message.generation,
      absentBefore: tried.absentBefore,
    }))
  )
    return { outcome: 'done', log: { ...ids, claim: 'first_try_superseded', sent: result.outcome } };

  const log: LogFields = {
    ...ids,
    submission_id: claimed.submissionId ?? undefined,
    lag_ms: result.outcome === 'delivered' ? at.getTime() - Date.parse(claimed.eventCreatedAt) : undefined,
    attempt_no: claimed.attempts,
    result: result.outcome,
    status_code: record.attempt.statusCode,
    ...crash,
  };
  if (result.outcome !== 'failed') return { outcome: 'done', routine: result.outcome === 'delivered', log };
  return {
    outcome: 'retry',
    delaySeconds: delay ?? 0,
    log: { ...log, retry_in_s: delay ?? 0, exhausted: delay === undefined },
  };
}
