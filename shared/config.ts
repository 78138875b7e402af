import * as z from 'zod/mini';
import type { DeliveryChannel } from './domain/delivery/deliveries.js';
import {
  DELIVERY_QUEUES,
  DELIVERY_RETRY_SCHEDULE_SECONDS,
  MAX_RETRY_STEP_SECONDS,
  type QueueKey,
} from './infra/definition.js';
import type { FunctionName } from './infra/functions.js';
import type { IntegrationSettings } from './integration-settings.js';
import type { PlanLimits } from './domain/plans.js';
import type { SessionLifetimes, SignUpPolicy } from './domain/account-policy.js';

/**
 * The configuration of every function. Each environment variable a function reads is declared once (its schema,
 * default, the functions that read it, and its documentation as the entry's doc comment): here the settings every
 * service may read (`CORE_SETTINGS`), beside their readers those only some functions carry (`ACCOUNT_SETTINGS` in
 * `account-settings.ts`, `INTEGRATION_SETTINGS` in `integration-settings.ts`), so a function bundles only the
 * declarations it reads; `shared/settings.ts` gathers them all for the stack, the docs and the tests. Values are read
 * here only (a lint rule forbids `process.env` elsewhere in runtime code), once per process (`lambdaEntry`). The CDK
 * stack gives each function the variables it reads; `npm start` supplies its values as environment too, through the
 * same `configFromEnv`.
 */

/** Which functions read a variable: all of them, or those named. */
export type Readers = 'every' | readonly FunctionName[];

/** How a variable's text becomes the value its schema checks: as is, a number, `true`/`false`, JSON, or a list of numbers. */
type Kind = 'number' | 'flag' | 'json' | 'numbers';

export interface SettingDeclaration<T = unknown> {
  /** Checks the value (after `kind`'s conversion of the variable's text). */
  readonly schema: z.ZodMiniType<T>;
  readonly kind?: Kind;
  /** The text an unset variable stands for; none and no `required`: the setting is absent. */
  readonly default?: string;
  /** Every function fails to start without it (the stack always sets it). */
  readonly required?: true;
  readonly readers: Readers;
  /** The CDK context key the stack sets it from (`-c key=value`); absent: the stack, AWS or the local stack sets it. */
  readonly context?: string;
}

export const text = z.string();
const atLeast = (min: number) => z.refine<number>((value) => value >= min);
const number = (min: number) => ({ kind: 'number', schema: z.number().check(atLeast(min)) }) as const;
export const nonNegative = number(0);
export const positive = number(Number.MIN_VALUE);
export const flag = { kind: 'flag', schema: z.boolean() } as const;

export const HTTP_FUNCTIONS = [
  'api',
  'apiSubmissions',
  'apiWebhooks',
  'apiMail',
  'apiIntegrations',
  'apiAccounts',
  'apiPasskeys',
  'export',
] as const;
const SENDERS = ['apiMail', 'apiAccounts', 'sweep', 'emailAttempt', 'sesEvents', 'exportJob', 'deadLetter'] as const;
export const SEALERS = ['apiIntegrations', 'integrationAttempt'] as const;
const BUCKET_USERS = ['ingest', 'apiSubmissions', 'export', 'exportJob', 'submissionStream'] as const;
const PLAN_READERS = ['api', 'ingest', 'sweep', 'submissionStream'] as const;
const ATTEMPTS = ['webhookAttempt', 'emailAttempt', 'integrationAttempt'] as const;

const required = { schema: text, required: true, readers: 'every' } as const;
const captchaUrl = { schema: text, readers: ['ingest'] } as const;
const planLimit = z.optional(z.nullable(z.int()));

export const CORE_SETTINGS = {
  /** The single DynamoDB table. */
  TABLE_NAME: required,
  /** The files bucket (uploads, large exports). */
  BUCKET_NAME: required,
  /** Queue of submission events (the fan-out reads it). */
  EVENTS_QUEUE_URL: required,
  /** Dead-letter queue of the events queue. */
  EVENTS_DLQ_URL: required,
  /** Queue of webhook deliveries. */
  DELIVERY_QUEUE_URL: required,
  /** Dead-letter queue of webhook deliveries. */
  DELIVERY_DLQ_URL: required,
  /** Queue of e-mail deliveries (owner notifications, autoresponders). */
  EMAIL_DELIVERY_QUEUE_URL: required,
  /** Dead-letter queue of e-mail deliveries. */
  EMAIL_DELIVERY_DLQ_URL: required,
  /** Queue of native integration deliveries. */
  INTEGRATION_DELIVERY_QUEUE_URL: required,
  /** Dead-letter queue of integration deliveries. */
  INTEGRATION_DELIVERY_DLQ_URL: required,
  /** Queue of new submissions' events waiting for the second stage's final spam verdict. */
  SPAM_REVIEW_QUEUE_URL: required,
  /** Dead-letter queue of the spam review queue. */
  SPAM_REVIEW_DLQ_URL: required,
  /** Queue of submission export runs (a new export, or one handing over to its next run). */
  EXPORTS_QUEUE_URL: required,
  /** Dead-letter queue of the exports queue. */
  EXPORTS_DLQ_URL: required,
  /** Sender of every e-mail (an SES-verified identity). */
  MAIL_FROM: { ...required, context: 'mailFrom' },
  /** Base URL in links inside e-mails and hosted pages (default the API URL). */
  PUBLIC_BASE_URL: { ...required, context: 'publicBaseUrl' },
  /** Per-API-key rate limit of `/v1`: requests a second. */
  API_RATE_PER_SECOND: { ...positive, default: '20', readers: HTTP_FUNCTIONS, context: 'apiRatePerSecond' },
  /** Per-API-key rate limit of `/v1`: burst size. */
  API_RATE_BURST: { ...positive, default: '40', readers: HTTP_FUNCTIONS, context: 'apiRateBurst' },
  /** Retry steps of a delivery in seconds, comma-separated (also sets the delivery queues' redrive count). */
  DELIVERY_SCHEDULE: {
    kind: 'numbers',
    schema: z.array(
      z.int().check(
        atLeast(0),
        z.refine<number>((step) => step <= MAX_RETRY_STEP_SECONDS),
      ),
    ),
    default: DELIVERY_RETRY_SCHEDULE_SECONDS.join(','),
    readers: ATTEMPTS,
    context: 'deliverySchedule',
  },
  /** Limits per plan over the defaults, JSON: `{"free":{"monthly_submissions":500,"retention_days":30}}`. */
  PLAN_LIMITS: {
    kind: 'json',
    schema: z.record(z.string(), z.object({ monthly_submissions: planLimit, retention_days: z.optional(z.int()) })),
    readers: PLAN_READERS,
    context: 'planLimits',
  },
  /** Seconds a warm ingest instance reuses forms, tenants, block lists and usage counts it read (locally 0). */
  INGEST_CACHE_SECONDS: { ...nonNegative, default: '5', readers: ['ingest'], context: 'ingestCacheSeconds' },
  /** SES configuration set every message is sent with, so bounces and complaints come back (set by the stack). */
  SES_CONFIGURATION_SET: { schema: text, readers: SENDERS },
  /** Siteverify URL of the `captcha_a` provider (default its public endpoint; tests point it at a fake). */
  CAPTCHA_A_VERIFY_URL: captchaUrl,
  /** Siteverify URL of `captcha_b`. */
  CAPTCHA_B_VERIFY_URL: captchaUrl,
  /** Siteverify URL of `captcha_v2`. */
  CAPTCHA_V2_VERIFY_URL: captchaUrl,
  /** Siteverify URL of `captcha_v3`. */
  CAPTCHA_V3_VERIFY_URL: captchaUrl,
  /** Log level of every function: DEBUG, INFO, WARN or ERROR (unset: `AWS_LAMBDA_LOG_LEVEL`, else INFO). */
  POWERTOOLS_LOG_LEVEL: { schema: text, readers: 'every', context: 'logLevel' },
  /** Lambda's own log level setting, used when `POWERTOOLS_LOG_LEVEL` is unset. */
  AWS_LAMBDA_LOG_LEVEL: { schema: text, readers: 'every' },
  /** Share of processes that log at DEBUG anyway. */
  POWERTOOLS_LOGGER_SAMPLE_RATE: { ...nonNegative, default: '0', readers: 'every', context: 'debugSampleRate' },
  /** Service name on every log line and metric (set per function by the stack). */
  POWERTOOLS_SERVICE_NAME: { schema: text, readers: 'every' },
  /** `true` silences the business metrics' EMF lines (`npm start` does unless `LOG_REQUESTS=true`). */
  POWERTOOLS_METRICS_DISABLED: { ...flag, readers: 'every' },
  /** `true` silences the business metrics when `POWERTOOLS_METRICS_DISABLED` is unset. */
  POWERTOOLS_DEV: { ...flag, readers: 'every' },
  /** The X-Ray trace of the current invocation (set by Lambda per invocation when tracing is on). */
  _X_AMZN_TRACE_ID: { schema: text, readers: 'every' },
  /** Milliseconds an AWS SDK connection may take. */
  SDK_CONNECT_TIMEOUT_MS: { ...positive, default: '1000', readers: 'every' },
  /** Milliseconds an AWS SDK socket may stay idle. */
  SDK_REQUEST_TIMEOUT_MS: { ...positive, default: '4000', readers: 'every' },
  /** A DynamoDB call ends once DynamoDB has answered nothing for this many milliseconds. */
  SDK_SILENCE_TIMEOUT_MS: { ...positive, default: '3000', readers: 'every' },
  /** S3 endpoint (the local stand-in; unset: AWS's). */
  AWS_ENDPOINT_URL_S3: { schema: text, readers: BUCKET_USERS },
  /** SES v2 endpoint (the local stand-in). */
  AWS_ENDPOINT_URL_SESV2: { schema: text, readers: SENDERS },
  /** SQS endpoint (the local stand-in). */
  AWS_ENDPOINT_URL_SQS: { schema: text, readers: 'every' },
  /** The AWS region every signed call goes to (Lambda sets it). */
  AWS_REGION: { schema: text, readers: 'every' },
  /** DynamoDB endpoint (DynamoDB Local; unset: AWS's). */
  AWS_ENDPOINT_URL_DYNAMODB: { schema: text, readers: 'every' },
  /** KMS endpoint (the local stand-in). */
  AWS_ENDPOINT_URL_KMS: { schema: text, readers: SEALERS },
  /** Accept loopback addresses as webhook, integration and CAPTCHA targets (local and tests only). */
  ALLOW_LOOPBACK_TARGETS: { ...flag, default: 'false', readers: 'every' },
  /** Path-style S3 addresses (the local stand-in). */
  S3_FORCE_PATH_STYLE: { ...flag, default: 'false', readers: BUCKET_USERS },
} as const satisfies Record<string, SettingDeclaration>;

export type CoreSettingName = keyof typeof CORE_SETTINGS;
/** A declaration's parsed value (undefined when it may be unset). */
export type ValueOf<D extends SettingDeclaration> =
  z.output<D['schema']> | (D extends { required: true } | { default: string } ? never : undefined);
type Declarations = Readonly<Record<string, SettingDeclaration>>;

const convert = (kind: Kind | undefined, raw: string): unknown =>
  kind === 'number'
    ? Number(raw)
    : kind === 'flag'
      ? { true: true, false: false }[raw.toLowerCase()]
      : kind === 'json'
        ? JSON.parse(raw)
        : kind === 'numbers'
          ? raw.split(',').map((part) => (part.trim() === '' ? NaN : Number(part)))
          : raw;

/** A core setting (`CORE_SETTINGS`) from `env`, default this process's environment. */
export const setting = <N extends CoreSettingName>(name: N, env?: Environment) => readSetting(CORE_SETTINGS, name, env);

/** Environment variables as a process has them. */
export type Environment = Readonly<Record<string, string | undefined>>;

/**
 * A setting of `declarations` from `env` (default this process's environment): its default when unset or empty,
 * else undefined; throws naming the variable when set to something its schema refuses.
 *
 * @example readSetting(ACCOUNT_SETTINGS, 'SIGN_UP', config.env) // 'invitation-only'
 */
export function readSetting<S extends Declarations, N extends keyof S & string>(
  declarations: S,
  name: N,
  env: Environment = process.env,
): ValueOf<S[N]> {
  const declared: SettingDeclaration = declarations[name]!;
  const raw = env[name] || ('default' in declared ? declared.default : undefined);
  if (raw === undefined) {
    if ('required' in declared) throw new Error(`missing environment variable ${name}`);
    return undefined as ValueOf<S[N]>;
  }
  const kind = declared.kind;
  let parsed;
  try {
    parsed = (declared.schema as z.ZodMiniType).safeParse(convert(kind, raw));
  } catch {
    parsed = undefined;
  }
  if (!parsed?.success) {
    const issue = parsed?.error.issues[0];
    const at = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
    throw new Error(
      `invalid environment variable ${name}: "${raw}" is not ${kind ?? 'text'}${kind === 'numbers' ? ` (whole seconds, at most ${MAX_RETRY_STEP_SECONDS} each)` : ''}${at}`,
    );
  }
  return parsed.data as ValueOf<S[N]>;
}

/**
 * Runtime configuration of every Lambda, read from the environment once per process (`configFromEnv`).
 * Tests may override fields (`local/app.ts`), never the way a value is read.
 */
export interface AppConfig {
  tableName: string;
  bucketName: string;
  eventsQueueUrl: string;
  /** Webhook deliveries (`DELIVERY_QUEUES`). */
  deliveryQueueUrl: string;
  deliveryDlqUrl: string;
  emailDeliveryQueueUrl: string;
  emailDeliveryDlqUrl: string;
  integrationDeliveryQueueUrl: string;
  integrationDeliveryDlqUrl: string;
  eventsDlqUrl: string;
  /** New submissions' events waiting for the second stage's final spam verdict (`spamReview`), and its DLQ. */
  spamReviewQueueUrl: string;
  spamReviewDlqUrl: string;
  /** Submission export runs (`exportJob`), and its DLQ. */
  exportsQueueUrl: string;
  exportsDlqUrl: string;
  /** Sender address of owner notifications and autoresponders (a verified SES identity in AWS). */
  mailFrom: string;
  /** Public base URL of the deployment, used in links inside e-mails and hosted pages. */
  publicBaseUrl: string;
  /** API rate limit per key: sustained requests per second and burst size. */
  apiRateLimit: { perSecond: number; burst: number };
  /** Allow outbound HTTP to loopback addresses (local service and tests only; never in AWS). */
  allowLoopbackTargets: boolean;
  /** S3 endpoints that need path-style addressing (the local stand-in). */
  s3ForcePathStyle: boolean;
  /** Seconds before each delivery retry (after the first try); tests compress it (e.g. `1,1,1`). */
  deliverySchedule: readonly number[];
  /** Seconds a warm ingest function reuses forms, tenants, block lists and usage counts it read; 0 reads every time. */
  ingestCacheSeconds?: number;
  /** SES configuration set every message is sent with (bounce/complaint events); unset sends without one. */
  sesConfigurationSet?: string;
  /** Siteverify URL per CAPTCHA provider (wire names); unset uses the provider's public endpoint. Tests use local fakes. */
  captchaVerifyUrls?: Partial<Record<'captcha_a' | 'captcha_b' | 'captcha_v2' | 'captcha_v3', string>>;
  /** The deployment's limits per plan over the defaults (`PLAN_LIMITS`); unset keeps the defaults. */
  planLimits?: PlanLimits;
  /** Integration providers (tests); unset: read from `env` (`integrationSettingsOf`). */
  integrations?: IntegrationSettings;
  /** Origin of the dashboard pages (tests); unset: read from `env` (`accountSettings`). */
  dashboardOrigin?: string;
  /** Who may sign up (tests); unset: read from `env` (`accountSettings`). */
  signUp?: SignUpPolicy;
  /** Dashboard session lifetimes (tests); unset: read from `env` (`accountSettings`). */
  sessionLifetimes?: SessionLifetimes;
  /**
   * The environment this configuration was read from: the settings only some functions read (accounts,
   * integrations) are parsed from it by the modules that use them, once per process, so the others do not bundle them.
   */
  env: Environment;
}

/** The environment variable of each queue URL field. */
export const QUEUE_URL_FIELDS = {
  events: { queue: 'eventsQueueUrl', dlq: 'eventsDlqUrl' },
  delivery: { queue: 'deliveryQueueUrl', dlq: 'deliveryDlqUrl' },
  emailDelivery: { queue: 'emailDeliveryQueueUrl', dlq: 'emailDeliveryDlqUrl' },
  integrationDelivery: { queue: 'integrationDeliveryQueueUrl', dlq: 'integrationDeliveryDlqUrl' },
  spamReview: { queue: 'spamReviewQueueUrl', dlq: 'spamReviewDlqUrl' },
  exports: { queue: 'exportsQueueUrl', dlq: 'exportsDlqUrl' },
} as const satisfies Record<QueueKey, { queue: keyof AppConfig; dlq: keyof AppConfig }>;

/** `eventsDlqUrl` → `EVENTS_DLQ_URL`. */
export const envNameOf = (field: string): CoreSettingName =>
  field.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase() as CoreSettingName;

/** A queue's URL (or its DLQ's) in this configuration. */
export const queueUrlOf = (config: AppConfig, queue: QueueKey, deadLetters = false): string =>
  config[QUEUE_URL_FIELDS[queue][deadLetters ? 'dlq' : 'queue']];

/** The URL of each delivery channel's queue. */
export const deliveryQueueUrls = (config: AppConfig): Record<DeliveryChannel, string> => ({
  webhook: queueUrlOf(config, DELIVERY_QUEUES.webhook),
  email: queueUrlOf(config, DELIVERY_QUEUES.email),
  integration: queueUrlOf(config, DELIVERY_QUEUES.integration),
});

/** The configuration from environment variables (`CORE_SETTINGS`); throws naming the first missing or invalid one. */
export function configFromEnv(env: Environment = process.env): AppConfig {
  const get = <N extends CoreSettingName>(name: N) => setting(name, env);
  return {
    tableName: get('TABLE_NAME'),
    bucketName: get('BUCKET_NAME'),
    eventsQueueUrl: get('EVENTS_QUEUE_URL'),
    eventsDlqUrl: get('EVENTS_DLQ_URL'),
    deliveryQueueUrl: get('DELIVERY_QUEUE_URL'),
    deliveryDlqUrl: get('DELIVERY_DLQ_URL'),
    emailDeliveryQueueUrl: get('EMAIL_DELIVERY_QUEUE_URL'),
    emailDeliveryDlqUrl: get('EMAIL_DELIVERY_DLQ_URL'),
    integrationDeliveryQueueUrl: get('INTEGRATION_DELIVERY_QUEUE_URL'),
    integrationDeliveryDlqUrl: get('INTEGRATION_DELIVERY_DLQ_URL'),
    spamReviewQueueUrl: get('SPAM_REVIEW_QUEUE_URL'),
    spamReviewDlqUrl: get('SPAM_REVIEW_DLQ_URL'),
    exportsQueueUrl: get('EXPORTS_QUEUE_URL'),
    exportsDlqUrl: get('EXPORTS_DLQ_URL'),
    mailFrom: get('MAIL_FROM'),
    publicBaseUrl: get('PUBLIC_BASE_URL'),
    apiRateLimit: { perSecond: get('API_RATE_PER_SECOND'), burst: get('API_RATE_BURST') },
    allowLoopbackTargets: get('ALLOW_LOOPBACK_TARGETS'),
    s3ForcePathStyle: get('S3_FORCE_PATH_STYLE'),
    deliverySchedule: get('DELIVERY_SCHEDULE'),
    ingestCacheSeconds: get('INGEST_CACHE_SECONDS'),
    sesConfigurationSet: get('SES_CONFIGURATION_SET'),
    captchaVerifyUrls: {
      captcha_a: get('CAPTCHA_A_VERIFY_URL'),
      captcha_b: get('CAPTCHA_B_VERIFY_URL'),
      captcha_v2: get('CAPTCHA_V2_VERIFY_URL'),
      captcha_v3: get('CAPTCHA_V3_VERIFY_URL'),
    },
    planLimits: get('PLAN_LIMITS') as PlanLimits | undefined,
    env,
  };
}

/** Parses `PLAN_LIMITS` (a JSON object of plan name → `{monthly_submissions?, retention_days?}`); unset is none. */
export const parsePlanLimits = (raw: string | undefined): PlanLimits =>
  (setting('PLAN_LIMITS', { PLAN_LIMITS: raw }) ?? {}) as PlanLimits;

/**
 * Parses `DELIVERY_SCHEDULE` ("5,300,1800"); unset means the shared definition's schedule.
 *
 * @example parseDeliverySchedule('1,1,1') // [1, 1, 1]
 */
export const parseDeliverySchedule = (raw: string | undefined): readonly number[] =>
  setting('DELIVERY_SCHEDULE', { DELIVERY_SCHEDULE: raw });
