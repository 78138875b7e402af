import { ACCESS_LOG_FIELDS } from '@lib/constructs/public-http-api.js';
import { newPublicSlug } from '@shared/domain/form.js';
import { LAMBDA_PLATFORM_LOG_BYTES, PRICES, PRICES_AS_OF } from '../prices.js';
import type { StepTally } from './meter.js';

/** What one run of a scenario cost, averaged (see `bench/cost.ts`). */
export interface Measured {
  name: string;
  requests: Record<string, number>;
  rcu: number;
  wcu: number;
  wcuBy: Record<string, number>;
  sqs: Record<string, number>;
  s3: Record<string, number>;
  ses: Record<string, number>;
  /** Handler time (the Lambda's billed duration, measured locally). */
  ms: number;
  logBytes: number;
  /** Requests, capacity units and milliseconds per step (`meter.ts` `stepOf`), averaged like the rest. */
  steps: Record<string, StepTally>;
}

/** The stack's memory sizes (lib/stacks/stateless-stack.ts) and SQS batch size of the consumers. */
const MEMORY_MB = { ingest: 512, fanOut: 512, attempt: 512, submissionStream: 256, spamReview: 512 } as const;
export const SQS_BATCH = 10;

/** Names of the delivery scenarios; `IN_BATCH` marks the same step measured on full batches of one form. */
export const FAN_OUT_WEBHOOK = 'fan-out, per event (1 webhook)';
export const WEBHOOK_TRY = 'webhook delivery, per try';
export const STREAM_CONSUMER = 'stream consumer (counts, analytics, event, retention), per submission';
/** The second stage of spam protection: the review model's final verdict on a (ham) submission, event passed on. */
export const SPAM_REVIEW = 'spam review (final verdict, event passed on), per submission';
/** The same plain submission from a short form (~300 B sent, an item under 1 KB): what most contact forms cost. */
export const SMALL_FORM_SUBMISSION = 'small-form submission (~300 B)';
export const IN_BATCH = `in batches of ${SQS_BATCH} of one form`;

/**
 * The API stage's access-log line for one form post answered 201, in the deployed format (`ACCESS_LOG_FIELDS`) with
 * the values API Gateway puts in (a 16-character request id, a 22-character slug, Lambda's 200): the local
 * stack has no API Gateway to print it, and CloudWatch Logs bills it like the functions' lines.
 */
const ACCESS_LOG_VALUES: Record<keyof typeof ACCESS_LOG_FIELDS, string> = {
  requestId: 'dKqx3iDbIAMEVxw=',
  method: 'POST',
  routeKey: 'POST /f/{slug}',
  path: `/f/${newPublicSlug()}`,
  status: '201',
  responseLength: '62',
  latencyMs: '48',
  integrationLatencyMs: '46',
  integrationStatus: '200',
  integrationError: '-',
  error: '-',
};
export const ACCESS_LOG_BYTES = Buffer.byteLength(`${JSON.stringify(ACCESS_LOG_VALUES)}\n`);

const sum = (record: Record<string, number>) => Object.values(record).reduce((a, b) => a + b, 0);
/** S3 requests by method (all presigned): reads at the read price, DELETE free (S3's pricing), the rest writes. */
const S3_READS = new Set(['HEAD (presigned)', 'GET (presigned)']);
const S3_FREE = new Set(['DELETE (presigned)']);

export interface Breakdown {
  label: string;
  /** Dollars per 1M submissions, by service. */
  services: Record<string, number>;
  /** Dollars per 1M submissions, by measured step (all services). */
  steps: Record<string, number>;
  total: number;
}

/**
 * Dollars per 1M submissions for one chain of measured steps. `batchFill` is how many messages a consumer's
 * invocation carries: it divides the Lambda requests and the event source mapping's own SQS calls (one
 * ReceiveMessage + one DeleteMessageBatch per batch). Each step: `[measured, memory MB, times per submission]`.
 */
export function chainCost(
  label: string,
  steps: [Measured, number, number, 'http' | 'sqs' | 'stream'][],
  batchFill: number,
): Breakdown {
  const s: Record<string, number> = {
    'API GW': 0,
    Lambda: 0,
    DynamoDB: 0,
    SQS: 0,
    S3: 0,
    Logs: 0,
    SES: 0,
  };
  const bySteps: Record<string, number> = {};
  for (const [m, memoryMb, times, trigger] of steps) {
    const before = sum(s);
    const invocations = trigger === 'http' ? times : times / batchFill;
    if (trigger === 'http') s['API GW']! += times * PRICES.httpApiRequest;
    s.Lambda! +=
      invocations * PRICES.lambdaRequest + times * (m.ms / 1000) * (memoryMb / 1024) * PRICES.lambdaArmGbSecond;
    s.DynamoDB! += times * (m.wcu * PRICES.dynamoWrite + m.rcu * PRICES.dynamoRead);
    const esmCalls = trigger === 'sqs' ? 2 * invocations : 0;
    s.SQS! += (times * sum(m.sqs) + esmCalls) * PRICES.sqsRequest;
    for (const [kind, count] of Object.entries(m.s3)) {
      if (!S3_FREE.has(kind)) s.S3! += times * count * (S3_READS.has(kind) ? PRICES.s3Read : PRICES.s3Write);
    }
    const accessLog = trigger === 'http' ? times * ACCESS_LOG_BYTES : 0;
    s.Logs! +=
      ((times * m.logBytes + invocations * LAMBDA_PLATFORM_LOG_BYTES + accessLog) / 1024 ** 3) * PRICES.logsIngestGb;
    s.SES! += times * sum(m.ses) * PRICES.sesMessage;
    bySteps[m.name] = (sum(s) - before) * 1e6;
  }
  const services = Object.fromEntries(Object.entries(s).map(([k, v]) => [k, v * 1e6]));
  return { label, services, steps: bySteps, total: sum(services) };
}

/**
 * The floor: what any design must pay per submission with one webhook — the API request, one 1 KB write of the
 * submission, one queued message (sent, then received and deleted in batches) and one 1 KB delivery record.
 */
export function floorCost(batchFill: number): number {
  const perSubmission =
    PRICES.httpApiRequest + 2 * PRICES.dynamoWrite + (1 + 2 / batchFill) * PRICES.sqsRequest + PRICES.lambdaRequest;
  return perSubmission * 1e6;
}

export interface CostModel {
  webhook: Breakdown[];
  /** 1 webhook, batches of 10, the submission from a short form (a row for reference; the target is on `webhook`). */
  smallForm: Breakdown;
  email: Breakdown[];
  floor: { batchFill: number; dollars: number }[];
}

export function costModel(measured: Measured[]): CostModel {
  const by = (prefix: string, fill = 1) => {
    // Full batches use the step measured on full batches (its records share their reads), when there is one.
    const batched = fill > 1 ? measured.find((m) => m.name === `${prefix}, ${IN_BATCH}`) : undefined;
    const found = batched ?? measured.find((m) => m.name.startsWith(prefix) && !m.name.endsWith(IN_BATCH));
    if (!found) throw new Error(`no measurement "${prefix}"`);
    return found;
  };
  const fills = [SQS_BATCH, 1];
  const chain = (label: string, fanOut: string, attempt: string, fill: number, submission = 'plain submission') =>
    chainCost(
      `${label}, consumer batches of ${fill}`,
      [
        [by(submission), MEMORY_MB.ingest, 1, 'http'],
        // A trickle's stream batches hold one submission; a busy form's hold many (up to 1,000), as full as its queues'.
        [by(STREAM_CONSUMER, fill), MEMORY_MB.submissionStream, 1, 'stream'],
        [by(SPAM_REVIEW, fill), MEMORY_MB.spamReview, 1, 'sqs'],
        [by(fanOut, fill), MEMORY_MB.fanOut, 1, 'sqs'],
        [by(attempt, fill), MEMORY_MB.attempt, 1, 'sqs'],
      ],
      fill,
    );
  return {
    webhook: fills.map((fill) => chain('1 webhook', FAN_OUT_WEBHOOK, WEBHOOK_TRY, fill)),
    smallForm: chain('1 webhook, short form', FAN_OUT_WEBHOOK, WEBHOOK_TRY, SQS_BATCH, SMALL_FORM_SUBMISSION),
    email: fills.map((fill) =>
      chain('1 owner e-mail', 'fan-out, per event (owner e-mail)', 'owner e-mail delivery', fill),
    ),
    floor: fills.map((batchFill) => ({ batchFill, dollars: floorCost(batchFill) })),
  };
}

export function printCostModel(model: CostModel): void {
  console.log(`\ncost per 1M submissions (AWS list prices us-east-1 as of ${PRICES_AS_OF}, bench/prices.ts):`);
  const services = Object.keys(model.webhook[0]!.services);
  console.log(`  ${'chain'.padEnd(48)} ${services.map((s) => s.padStart(9)).join(' ')}    total`);
  for (const row of [...model.webhook, model.smallForm, ...model.email]) {
    const cells = services.map((s) => `$${row.services[s]!.toFixed(2)}`.padStart(9)).join(' ');
    console.log(`  ${row.label.padEnd(48)} ${cells}  $${row.total.toFixed(2)}`);
  }
  for (const f of model.floor)
    console.log(
      `  floor (API request + 1 KB write + queued message + delivery record), batches of ${f.batchFill}: $${f.dollars.toFixed(2)}`,
    );
  const target = model.webhook[0]!;
  console.log(`  by step (${target.label}):`);
  for (const [step, dollars] of Object.entries(target.steps))
    console.log(`    ${step.padEnd(92)} $${dollars.toFixed(2)}`);
  console.log(
    `  1 webhook at batches of 10: $${target.total.toFixed(2)} per 1M (target ≤ $5: ${target.total <= 5 ? 'met' : 'NOT met'}), ×${(target.total / model.floor[0]!.dollars).toFixed(2)} the floor`,
  );
  console.log(
    '  formula: Σ steps [API requests × $1/M + Lambda (invocations × $0.20/M + duration s × GB × $0.0000133334) + ' +
      'WCU × $0.625/M + RCU × $0.125/M + SQS requests (sent + 2 per consumer batch) × $0.40/M + S3 + log bytes (the ' +
      `functions' lines and the API's ${ACCESS_LOG_BYTES} B access-log line) × $0.50/GB + SES × $0.10/1000]`,
  );
}
