import { DATA_REQUEST_EXPORT_ROUTE } from '@shared/http/data-request-routes.js';
import { DELIVERY_QUEUE_KEYS, DELIVERY_QUEUES, type QueueKey } from './definition.js';

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

export type FunctionTrigger =
  /** API Gateway HTTP API route keys, e.g. `POST /f/{slug}`. */
  | { readonly type: 'http'; readonly routes: readonly string[] }
  /** An SQS event source with partial batch responses; `deadLetters` consumes the queue's DLQ instead. */
  | { readonly type: 'queue'; readonly queue: QueueKey; readonly deadLetters?: boolean; readonly batchSize: number }
  /**
   * The table's stream, every change of one entity type (its new or old image has that `type`; TTL removals
   * included), retried until the record leaves the stream: the consumer must apply each record once. One such
   * trigger per table: DynamoDB Streams serves at most two readers per shard without throttling.
   */
  | { readonly type: 'entityChanges'; readonly entityType: string; readonly batchSize: number }
  /** A fixed-rate schedule (EventBridge). */
  | { readonly type: 'schedule'; readonly everyMinutes: number }
  /** SES bounce and complaint events (EventBridge rule on the configuration set's events). */
  | { readonly type: 'sesFeedback' };

export const FUNCTIONS = {
  api: {
    id: 'Api',
    entry: 'services/api/handlers/http.ts',
    description: 'Management API router (/v1, OAuth callbacks)',
    memoryMb: 1024,
    timeoutSeconds: 29,
    // sendMail: the autoresponder test send.
    access: {
      table: 'readWrite',
      bucket: ['read', 'put', 'delete'],
      sendTo: ['events', ...DELIVERY_QUEUE_KEYS],
      sendMail: true,
      integrationSecrets: true,
    },
    triggers: [{ type: 'http', routes: ['ANY /v1/{proxy+}', 'GET /oauth/{type}/callback'] }],
  },
  ingest: {
    id: 'Ingest',
    entry: 'services/ingest/handlers/submit.ts',
    description: 'Public form submissions, upload presigning and the hosted thank-you page (/f/{slug})',
    memoryMb: 512,
    // Below API Gateway's 30 s: a DynamoDB request retries for up to 12 s (aws-clients.ts), and the visitor must get
    // the 503 with Retry-After, not a timeout.
    timeoutSeconds: 28,
    // tag: presigned uploads carry the pending tag and finalizing re-tags them (no delete: lifecycle removes rejects).
    access: { table: 'readWrite', bucket: ['read', 'put', 'tag'], sendTo: ['events'] },
    triggers: [
      {
        type: 'http',
        routes: [
          'POST /f/{slug}',
          'OPTIONS /f/{slug}',
          'POST /f/{slug}/uploads',
          'OPTIONS /f/{slug}/uploads',
          'GET /f/{slug}/thanks',
        ],
      },
    ],
  },
  sweep: {
    id: 'Sweep',
    entry: 'services/ingest/handlers/sweep.ts',
    description: 'Every minute: re-sends outbox events, mails usage notices, unlocks over-quota submissions',
    memoryMb: 256,
    timeoutSeconds: 50, // below the one-minute schedule, so runs do not overlap
    access: { table: 'readWrite', sendTo: ['events'], sendMail: true },
    triggers: [{ type: 'schedule', everyMinutes: 1 }],
  },
  export: {
    id: 'Export',
    entry: 'services/exports/handlers/export.ts',
    description: 'CSV data export of one submitter',
    memoryMb: 1024,
    timeoutSeconds: 60,
    access: { table: 'read', bucket: ['read', 'put'] },
    triggers: [{ type: 'http', routes: [`${DATA_REQUEST_EXPORT_ROUTE.method} ${DATA_REQUEST_EXPORT_ROUTE.path}`] }],
  },
  fanOut: {
    id: 'FanOut',
    entry: 'services/delivery/handlers/fan-out.ts',
    description: "Turns submission events into one delivery message per target, on its channel's queue",
    memoryMb: 512,
    timeoutSeconds: 30,
    access: { table: 'readWrite', sendTo: DELIVERY_QUEUE_KEYS },
    triggers: [{ type: 'queue', queue: 'events', batchSize: 10 }],
  },
  // One attempt function per delivery channel, each bundling only its channel's clients (issue 12's 400 KB).
  webhookAttempt: {
    // The construct id of the one attempt function before the split: the function and its event source on the
    // `delivery` queue (now the webhook queue) stay in place across the deploy.
    id: 'Attempt',
    entry: 'services/delivery/handlers/webhook-attempt.ts',
    description: 'One webhook delivery attempt with backoff',
    memoryMb: 512,
    timeoutSeconds: 30,
    // sendTo: messages of other channels still on this queue from before the split are moved to their queue.
    access: { table: 'readWrite', sendTo: [DELIVERY_QUEUES.email, DELIVERY_QUEUES.integration] },
    triggers: [{ type: 'queue', queue: DELIVERY_QUEUES.webhook, batchSize: 10 }],
  },
  emailAttempt: {
    id: 'EmailAttempt',
    entry: 'services/delivery/handlers/email-attempt.ts',
    description: 'One e-mail delivery attempt (owner notification, autoresponder) with backoff',
    memoryMb: 512,
    timeoutSeconds: 30,
    access: { table: 'readWrite', sendMail: true },
    triggers: [{ type: 'queue', queue: DELIVERY_QUEUES.email, batchSize: 10 }],
  },
  integrationAttempt: {
    id: 'IntegrationAttempt',
    entry: 'services/delivery/handlers/integration-attempt.ts',
    description: 'One native integration delivery attempt with backoff',
    memoryMb: 512,
    timeoutSeconds: 30,
    access: { table: 'readWrite', integrationSecrets: true },
    triggers: [{ type: 'queue', queue: DELIVERY_QUEUES.integration, batchSize: 10 }],
  },
  deadLetter: {
    id: 'DeadLetter',
    entry: 'services/delivery/handlers/dead-letter.ts',
    description: "Marks deliveries whose retries are exhausted as dead (every delivery channel's DLQ)",
    memoryMb: 256,
    timeoutSeconds: 30,
    access: { table: 'readWrite' },
    triggers: DELIVERY_QUEUE_KEYS.map((queue) => ({ type: 'queue', queue, deadLetters: true, batchSize: 10 }) as const),
  },
  sesEvents: {
    id: 'SesEvents',
    entry: 'services/delivery/handlers/ses-events.ts',
    description: 'SES bounces and complaints into the suppression list',
    memoryMb: 256,
    timeoutSeconds: 30,
    // sendMail: tells the form owner once that one of their addresses is suppressed.
    access: { table: 'readWrite', sendMail: true },
    triggers: [{ type: 'sesFeedback' }],
  },
  submissionStream: {
    id: 'SubmissionStream',
    entry: 'services/api/handlers/submission-stream.ts',
    description: 'Submission changes from the table stream: form counters, plan usage, analytics rollups, retention',
    memoryMb: 256,
    timeoutSeconds: 60,
    access: { table: 'readWrite', bucket: ['delete'] },
    // One reader for the three use cases: each batch is read and paid for once (see its use case for the retries).
    triggers: [{ type: 'entityChanges', entityType: 'submission', batchSize: 1000 }],
  },
} as const satisfies Record<string, FunctionDefinition>;

export type FunctionName = keyof typeof FUNCTIONS;

export const FUNCTION_NAMES = Object.keys(FUNCTIONS) as FunctionName[];
