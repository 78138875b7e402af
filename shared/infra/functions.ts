import { DATA_REQUEST_EXPORT_ROUTE } from '@shared/http/data-request-routes.js';
import { SUBMISSION_EXPORT_ROUTES } from '@shared/http/submission-export-routes.js';
import { PUBLIC_FORM_PATH, PUBLIC_FORM_ROUTES } from '@shared/http/public-form-routes.js';
import { API_ROUTE_KEYS } from './generated/api-route-keys.js';
import { routeKeysOf } from './route-keys.js';
import {
  DELIVERY_QUEUE_KEYS,
  DELIVERY_QUEUES,
  EXPORT_RUN_SECONDS,
  type FailureQueueKey,
  type QueueKey,
} from './definition.js';

/**
 * Every function, declared once: the CDK stateless stack deploys each as a Lambda with its triggers and grants,
 * and `local/` (`npm start`, tests) serves, polls and schedules the same handlers from the same list. Adding a
 * function is one entry here plus its handler module, which exports `handler` (Lambda) and `create` (the same
 * handler built from a `FunctionRuntime`, `shared/infra/runtime.ts`).
 */
export interface FunctionDefinition {
  /** Construct id in the stack (keeps logical ids stable). */
  readonly id: string;
  /** Handler module relative to the repository root. */
  readonly entry: string;
  readonly description: string;
  readonly memoryMb: number;
  readonly timeoutSeconds: number;
  readonly access: FunctionGrants;
  readonly triggers: readonly FunctionTrigger[];
}

/** What a function may do; everything else is denied (`lib/constructs/access.ts` turns this into IAM). */
export interface FunctionGrants {
  readonly table?: 'read' | 'readWrite';
  readonly bucket?: readonly ('read' | 'put' | 'delete' | 'tag')[];
  /** Queues it sends to (consuming is granted by its queue trigger). */
  readonly sendTo?: readonly QueueKey[];
  /** Sends mail through the SES configuration set. */
  readonly sendMail?: boolean;
  /** Seals and opens integration credentials (KMS) and reads the OAuth app secrets (SSM SecureString). */
  readonly integrationSecrets?: boolean;
}

/**
 * How a table-stream consumer gives up on a batch, the same in the event source mapping and the local poller: after
 * `retryAttempts` retries, or once its oldest record is `maxRecordAgeSeconds` old, the batch's shard and
 * sequence-number range go to the `onFailure` queue and the shard moves on.
 */
export interface StreamFailureHandling {
  readonly retryAttempts: number;
  readonly maxRecordAgeSeconds: number;
  /** Split a batch whose invocation failed and retry the halves (only where the consumer's idempotency allows it). */
  readonly bisectBatchOnError: boolean;
  readonly onFailure: FailureQueueKey;
}

export type FunctionTrigger =
  /** API Gateway HTTP API route keys, e.g. `POST /f/{public_slug}`, derived from route declarations (`routeKeysOf`). */
  | { readonly type: 'http'; readonly routes: readonly string[] }
  /**
   * An SQS event source with partial batch responses; `deadLetters` consumes the queue's DLQ instead.
   * `maxConcurrency`: the most concurrent invocations the event source mapping starts (AWS allows 2-1000), so a
   * backlog cannot take the account's concurrency from ingest and the API.
   */
  | {
      readonly type: 'queue';
      readonly queue: QueueKey;
      readonly deadLetters?: boolean;
      readonly batchSize: number;
      readonly maxConcurrency: number;
    }
  /**
   * The table's stream, every change of one entity type (its new or old image has that `type`; TTL removals
   * included). One such trigger per table: DynamoDB Streams serves at most two readers per shard without throttling.
   */
  | {
      readonly type: 'entityChanges';
      readonly entityType: string;
      readonly batchSize: number;
      readonly failures: StreamFailureHandling;
    }
  /** A fixed-rate schedule (EventBridge). */
  | { readonly type: 'schedule'; readonly everyMinutes: number }
  /**
   * SES bounce and complaint events (EventBridge rule on the configuration set's events), invoked asynchronously:
   * an event whose invocation fails `1 + retryAttempts` times (Lambda allows 0-2 retries) goes to `onFailure`.
   */
  | { readonly type: 'sesFeedback'; readonly retryAttempts: number; readonly onFailure: FailureQueueKey };

/** Every /v1 path no other function claims: the core API answers their 404s and 405s. */
const API_FALLBACK = 'ANY /v1/{proxy+}';

export const FUNCTIONS = {
  // The management API is six functions, each bundling only the clients its routes use (the 400 KB budget). Their
  // route keys are generated from the routes each serves (`npm run client:generate`). API Gateway sends each request
  // to the most specific route key (`local/routes.ts` picks the same way); `api` takes every /v1 path no other
  // function claims.
  api: {
    id: 'Api',
    entry: 'services/api/handlers/http.ts',
    description: 'Management API: forms, keys, spam protection, analytics, usage, API keys, suppression list, OpenAPI',
    memoryMb: 1024,
    timeoutSeconds: 29,
    access: { table: 'readWrite' },
    triggers: [{ type: 'http', routes: [API_FALLBACK, ...API_ROUTE_KEYS.api] }],
  },
  apiSubmissions: {
    id: 'ApiSubmissions',
    entry: 'services/api/handlers/submissions.ts',
    description: 'Management API: submissions, their files, delivery timeline and erasure',
    memoryMb: 1024,
    timeoutSeconds: 29,
    // read: file download links; delete: files of purged and erased submissions.
    access: { table: 'readWrite', bucket: ['read', 'delete'], sendTo: ['events'] },
    triggers: [{ type: 'http', routes: API_ROUTE_KEYS.apiSubmissions }],
  },
  apiWebhooks: {
    id: 'ApiWebhooks',
    entry: 'services/api/handlers/webhooks.ts',
    description: 'Management API: webhooks, their test sends, deliveries, redeliveries and replays',
    memoryMb: 1024,
    timeoutSeconds: 29,
    access: { table: 'readWrite', sendTo: [DELIVERY_QUEUES.webhook] },
    triggers: [{ type: 'http', routes: API_ROUTE_KEYS.apiWebhooks }],
  },
  apiMail: {
    id: 'ApiMail',
    entry: 'services/api/handlers/mail.ts',
    description: "Management API: a form's autoresponder and its test send",
    memoryMb: 1024,
    timeoutSeconds: 29,
    access: { table: 'readWrite', sendMail: true },
    triggers: [{ type: 'http', routes: API_ROUTE_KEYS.apiMail }],
  },
  apiIntegrations: {
    id: 'ApiIntegrations',
    entry: 'services/api/handlers/integrations.ts',
    description: 'Management API: native integrations, their authorization and deliveries, OAuth callbacks',
    memoryMb: 1024,
    timeoutSeconds: 29,
    access: { table: 'readWrite', sendTo: [DELIVERY_QUEUES.integration], integrationSecrets: true },
    triggers: [{ type: 'http', routes: API_ROUTE_KEYS.apiIntegrations }],
  },
  apiAccounts: {
    id: 'ApiAccounts',
    entry: 'services/api/handlers/accounts.ts',
    description: 'Management API: sign-in links, sessions, organizations, members, invitations, audit log',
    memoryMb: 1024,
    timeoutSeconds: 29,
    access: { table: 'readWrite', sendMail: true },
    triggers: [{ type: 'http', routes: API_ROUTE_KEYS.apiAccounts }],
  },
  apiPasskeys: {
    id: 'ApiPasskeys',
    entry: 'services/api/handlers/passkeys.ts',
    description: "Management API: passkeys (WebAuthn): a user's registrations and signing in with one",
    memoryMb: 1024,
    timeoutSeconds: 29,
    access: { table: 'readWrite' },
    triggers: [{ type: 'http', routes: API_ROUTE_KEYS.apiPasskeys }],
  },
  ingest: {
    id: 'Ingest',
    entry: 'services/ingest/handlers/submit.ts',
    description: `Public form submissions, upload presigning and the hosted thank-you page (${PUBLIC_FORM_PATH})`,
    memoryMb: 512,
    // Below API Gateway's 30 s: a DynamoDB request retries for up to 12 s (aws-clients.ts), and the visitor must get
    // the 503 with Retry-After, not a timeout.
    timeoutSeconds: 28,
    // tag: presigned uploads carry the pending tag and finalizing re-tags them (no delete: lifecycle removes rejects).
    // No queue: the table stream's consumer announces each stored submission (`submissionStream`).
    access: { table: 'readWrite', bucket: ['read', 'put', 'tag'] },
    triggers: [
      {
        type: 'http',
        routes: routeKeysOf(PUBLIC_FORM_ROUTES),
      },
    ],
  },
  sweep: {
    id: 'Sweep',
    entry: 'services/ingest/handlers/sweep.ts',
    description: 'Every minute: unlocks over-quota submissions, mails usage notices',
    memoryMb: 256,
    timeoutSeconds: 50, // below the one-minute schedule, so runs do not overlap
    access: { table: 'readWrite', sendMail: true },
    triggers: [{ type: 'schedule', everyMinutes: 1 }],
  },
  export: {
    id: 'Export',
    entry: 'services/exports/handlers/export.ts',
    description: 'CSV data export of one submitter; starting and reading submission exports',
    memoryMb: 1024,
    timeoutSeconds: 60,
    // readWrite: each export request is a line in the organization's audit log, and a submission export is a job
    // item. read: the download links it signs. exports: a new submission export's first run.
    access: { table: 'readWrite', bucket: ['read', 'put'], sendTo: ['exports'] },
    // Every method, so a wrong one gets this function's 405 with Allow, not the core API's 404.
    triggers: [{ type: 'http', routes: routeKeysOf([DATA_REQUEST_EXPORT_ROUTE, ...SUBMISSION_EXPORT_ROUTES]) }],
  },
  exportJob: {
    id: 'ExportJob',
    entry: 'services/exports/handlers/export-job.ts',
    description: "Writes a form's submission export to the bucket (multipart upload) and mails the requester",
    // Memory buys the CPU that formatting rows takes; a part in memory is 8 MiB.
    memoryMb: 1024,
    timeoutSeconds: EXPORT_RUN_SECONDS,
    // put: the upload's parts and the text carried between runs; read: that text back; exports: the next run of an
    // export that nears the time limit. No delete or abort: the bucket's lifecycle rules remove what is left over
    // (`exports/` after a day, incomplete multipart uploads after a day).
    access: { table: 'readWrite', bucket: ['read', 'put'], sendTo: ['exports'], sendMail: true },
    // One export per invocation; a few at once, so exports cannot take the account's concurrency.
    triggers: [{ type: 'queue', queue: 'exports', batchSize: 1, maxConcurrency: 2 }],
  },
  spamReview: {
    id: 'SpamReview',
    entry: 'services/delivery/handlers/spam-review.ts',
    description:
      "Second stage of spam protection: new submissions' final verdict from the larger review model, before any delivery",
    // The review model's weights (~1 MiB of int8, 4 MiB as floats) load once per instance; memory also buys the CPU
    // that scoring a batch takes.
    memoryMb: 512,
    timeoutSeconds: 30,
    // readWrite: a submission the review finds spam moves to spam (one conditional write; nothing for ham).
    access: { table: 'readWrite', sendTo: ['events'] },
    // One invocation takes a stream batch's events (the stream consumer sends them ten per request): a few at once
    // keep up with any burst ingest takes, and the review model stays warm in each.
    triggers: [{ type: 'queue', queue: 'spamReview', batchSize: 10, maxConcurrency: 5 }],
  },
  fanOut: {
    id: 'FanOut',
    entry: 'services/delivery/handlers/fan-out.ts',
    description: "Turns submission events into one delivery message per target, on its channel's queue",
    memoryMb: 512,
    timeoutSeconds: 30,
    access: { table: 'readWrite', sendTo: DELIVERY_QUEUE_KEYS },
    // Each event is a few table reads and one send per target channel: a handful at once drain a burst quickly.
    triggers: [{ type: 'queue', queue: 'events', batchSize: 10, maxConcurrency: 5 }],
  },
  // One attempt function per delivery channel, each bundling only its channel's clients (the 400 KB budget).
  webhookAttempt: {
    id: 'WebhookAttempt',
    entry: 'services/delivery/handlers/webhook-attempt.ts',
    description: 'One webhook delivery attempt with backoff',
    memoryMb: 512,
    timeoutSeconds: 30,
    access: { table: 'readWrite' },
    // Slow receivers hold an invocation for up to the attempt's timeout: the widest channel, still capped.
    triggers: [{ type: 'queue', queue: DELIVERY_QUEUES.webhook, batchSize: 10, maxConcurrency: 10 }],
  },
  emailAttempt: {
    id: 'EmailAttempt',
    entry: 'services/delivery/handlers/email-attempt.ts',
    description: 'One e-mail delivery attempt (owner notification, autoresponder) with backoff',
    memoryMb: 512,
    timeoutSeconds: 30,
    access: { table: 'readWrite', sendMail: true },
    // SES's sending rate (14/s in a new account) is the limit, not Lambda: a few invocations keep up with it.
    triggers: [{ type: 'queue', queue: DELIVERY_QUEUES.email, batchSize: 10, maxConcurrency: 5 }],
  },
  integrationAttempt: {
    id: 'IntegrationAttempt',
    entry: 'services/delivery/handlers/integration-attempt.ts',
    description: 'One native integration delivery attempt with backoff',
    memoryMb: 512,
    timeoutSeconds: 30,
    access: { table: 'readWrite', integrationSecrets: true },
    // Provider APIs rate-limit per app (Slack about 1 message per second per channel): more would only be refused.
    triggers: [{ type: 'queue', queue: DELIVERY_QUEUES.integration, batchSize: 10, maxConcurrency: 5 }],
  },
  deadLetter: {
    id: 'DeadLetter',
    entry: 'services/delivery/handlers/dead-letter.ts',
    description: "Marks deliveries whose retries are exhausted as dead (every delivery channel's DLQ) and tells owners",
    memoryMb: 256,
    timeoutSeconds: 30,
    // sendMail: tells the organization's owners, at most daily per form, that deliveries ran out of retries.
    access: { table: 'readWrite', sendMail: true },
    // Marking a delivery dead is one write: the minimum the event source mapping allows, per DLQ.
    triggers: DELIVERY_QUEUE_KEYS.map(
      (queue) => ({ type: 'queue', queue, deadLetters: true, batchSize: 10, maxConcurrency: 2 }) as const,
    ),
  },
  sesEvents: {
    id: 'SesEvents',
    entry: 'services/delivery/handlers/ses-events.ts',
    description: 'SES bounces and complaints into the suppression list',
    memoryMb: 256,
    timeoutSeconds: 30,
    // sendMail: tells the form owner once that one of their addresses is suppressed.
    access: { table: 'readWrite', sendMail: true },
    // Lambda's maximum of two retries (three tries), then the event waits in its DLQ for the replay command.
    triggers: [{ type: 'sesFeedback', retryAttempts: 2, onFailure: 'sesFeedback' }],
  },
  submissionStream: {
    id: 'SubmissionStream',
    entry: 'services/api/handlers/submission-stream.ts',
    description:
      "Submission changes from the table stream: form counters, plan usage, analytics rollups, new submissions' events, retention",
    memoryMb: 256,
    timeoutSeconds: 60,
    // spamReview: new submissions' events wait there for the second stage's final spam verdict.
    access: { table: 'readWrite', bucket: ['delete'], sendTo: ['spamReview'] },
    // One reader for the four use cases: each batch is read and paid for once (see its use case for the retries).
    // A record it keeps failing is retried 50 times or for an hour, whichever comes first (Lambda retries a stream batch
    // without waiting; each try waits for the SDK's own retries, so 50 give a brief outage of SQS, S3 or DynamoDB time
    // to heal); then its range goes to the on-failure queue and the shard moves on. The stream keeps the records for the rest of the day: the window
    // for `npm run replay-stream-failures`. No bisecting: the counters are idempotent per batch id (its first and last
    // sequence number), and the halves of a split batch carry new ids, so a half retried after a partly applied batch
    // would count twice.
    triggers: [
      {
        type: 'entityChanges',
        entityType: 'submission',
        batchSize: 1000,
        failures: {
          retryAttempts: 50,
          maxRecordAgeSeconds: 3600,
          bisectBatchOnError: false,
          onFailure: 'streamFailures',
        },
      },
    ],
  },
} as const satisfies Record<string, FunctionDefinition>;

export type FunctionName = keyof typeof FUNCTIONS;

export const FUNCTION_NAMES = Object.keys(FUNCTIONS) as FunctionName[];
