import type { DeliveryChannel } from './domain/delivery/deliveries.js';
import {
  DELIVERY_QUEUES,
  DELIVERY_RETRY_SCHEDULE_SECONDS,
  MAX_RETRY_STEP_SECONDS,
  type QueueKey,
} from './infra/definition.js';
import { integrationSettingsFromEnv, type IntegrationSettings } from './integration-settings.js';
import type { PlanLimits } from './domain/plans.js';
import type { SessionLifetimes, SignUpPolicy } from './domain/account-policy.js';

/**
 * Runtime configuration of every Lambda, read from the environment once per process.
 * The CDK stateless stack sets these variables; `local/` builds the same object directly.
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
  /**
   * Seconds before each delivery retry (after the first try). Defaults to the shared definition's schedule, from
   * which the delivery queue's redrive count is derived; tests compress it (e.g. `1,1,1`).
   */
  deliverySchedule: readonly number[];
  /** Seconds a warm ingest function reuses forms, tenants, block lists and usage counts it read; 0 reads every time. */
  ingestCacheSeconds?: number;
  /** SES configuration set every message is sent with (bounce/complaint events); unset sends without one. */
  sesConfigurationSet?: string;
  /** Siteverify URL per CAPTCHA provider (wire names); unset uses the provider's public endpoint. Tests use local fakes. */
  captchaVerifyUrls?: Partial<Record<'captcha_a' | 'captcha_b' | 'captcha_v2' | 'captcha_v3', string>>;
  /** The deployment's limits per plan over the defaults (`PLAN_LIMITS`, JSON); unset keeps the defaults. */
  planLimits?: PlanLimits;
  /** Integration providers: URLs, OAuth apps, how credentials are sealed (unset: real URLs, no apps). */
  integrations?: IntegrationSettings;
  /**
   * Origin of the dashboard pages (`https://forms.example.com`): sign-in and invitation links point there, the
   * session cookie's CSRF check and the passkeys' relying party follow it. Unset: the public base URL's origin.
   */
  dashboardOrigin?: string;
  /** Who may sign up; unset: `SIGN_UP` (`shared/account-settings.ts` reads it), else invitation only. */
  signUp?: SignUpPolicy;
  /** Dashboard session lifetimes; unset: `SESSION_IDLE_HOURS` / `SESSION_ABSOLUTE_HOURS`, else 7 and 30 days. */
  sessionLifetimes?: SessionLifetimes;
}

export const ENV = {
  tableName: 'TABLE_NAME',
  bucketName: 'BUCKET_NAME',
  eventsQueueUrl: 'EVENTS_QUEUE_URL',
  deliveryQueueUrl: 'DELIVERY_QUEUE_URL',
  deliveryDlqUrl: 'DELIVERY_DLQ_URL',
  emailDeliveryQueueUrl: 'EMAIL_DELIVERY_QUEUE_URL',
  emailDeliveryDlqUrl: 'EMAIL_DELIVERY_DLQ_URL',
  integrationDeliveryQueueUrl: 'INTEGRATION_DELIVERY_QUEUE_URL',
  integrationDeliveryDlqUrl: 'INTEGRATION_DELIVERY_DLQ_URL',
  eventsDlqUrl: 'EVENTS_DLQ_URL',
  spamReviewQueueUrl: 'SPAM_REVIEW_QUEUE_URL',
  spamReviewDlqUrl: 'SPAM_REVIEW_DLQ_URL',
  mailFrom: 'MAIL_FROM',
  publicBaseUrl: 'PUBLIC_BASE_URL',
  apiRatePerSecond: 'API_RATE_PER_SECOND',
  apiRateBurst: 'API_RATE_BURST',
  allowLoopbackTargets: 'ALLOW_LOOPBACK_TARGETS',
  s3ForcePathStyle: 'S3_FORCE_PATH_STYLE',
  deliverySchedule: 'DELIVERY_SCHEDULE',
  sesConfigurationSet: 'SES_CONFIGURATION_SET',
  ingestCacheSeconds: 'INGEST_CACHE_SECONDS',
  planLimits: 'PLAN_LIMITS',
  captchaAVerifyUrl: 'CAPTCHA_A_VERIFY_URL',
  captchaBVerifyUrl: 'CAPTCHA_B_VERIFY_URL',
  captchaV2VerifyUrl: 'CAPTCHA_V2_VERIFY_URL',
  captchaV3VerifyUrl: 'CAPTCHA_V3_VERIFY_URL',
  dashboardOrigin: 'DASHBOARD_ORIGIN',
  signUp: 'SIGN_UP',
  sessionIdleHours: 'SESSION_IDLE_HOURS',
  sessionAbsoluteHours: 'SESSION_ABSOLUTE_HOURS',
} as const;

type QueueUrlField = keyof typeof ENV & keyof AppConfig;

/** The configuration fields (and environment variables, `ENV`) of each queue's URL and its DLQ's. */
export const QUEUE_URL_FIELDS = {
  events: { queue: 'eventsQueueUrl', dlq: 'eventsDlqUrl' },
  delivery: { queue: 'deliveryQueueUrl', dlq: 'deliveryDlqUrl' },
  emailDelivery: { queue: 'emailDeliveryQueueUrl', dlq: 'emailDeliveryDlqUrl' },
  integrationDelivery: { queue: 'integrationDeliveryQueueUrl', dlq: 'integrationDeliveryDlqUrl' },
  spamReview: { queue: 'spamReviewQueueUrl', dlq: 'spamReviewDlqUrl' },
} as const satisfies Record<QueueKey, { queue: QueueUrlField; dlq: QueueUrlField }>;

/** A queue's URL (or its DLQ's) in this configuration. */
export const queueUrlOf = (config: AppConfig, queue: QueueKey, deadLetters = false): string =>
  config[QUEUE_URL_FIELDS[queue][deadLetters ? 'dlq' : 'queue']];

/** The URL of each delivery channel's queue. */
export const deliveryQueueUrls = (config: AppConfig): Record<DeliveryChannel, string> => ({
  webhook: queueUrlOf(config, DELIVERY_QUEUES.webhook),
  email: queueUrlOf(config, DELIVERY_QUEUES.email),
  integration: queueUrlOf(config, DELIVERY_QUEUES.integration),
});

const read = (env: NodeJS.ProcessEnv, name: string, fallback?: string): string => {
  const value = env[name] ?? fallback;
  if (value === undefined || value === '') throw new Error(`missing environment variable ${name}`);
  return value;
};

const seconds = (raw: string | undefined, fallback: number): number => {
  const value = Number(raw ?? fallback);
  return Number.isFinite(value) && value >= 0 ? value : fallback;
};

/** The API rate limit when neither variable is set (the spec's: 20 requests a second, bursts of 40). */
const DEFAULT_API_RATE = { perSecond: 20, burst: 40 };

/**
 * The settings a deployer chooses (not the resource names the stack wires), from the variables that are set. The
 * deployed functions and the local service (`local/resources.ts`) both read them here, so `npm start` behaves as the
 * deployment would with the same variables.
 */
export function deployerSettings(env: NodeJS.ProcessEnv = process.env): Partial<AppConfig> {
  const set = (name: string) => (env[name] ?? '') !== '';
  const settings: Partial<AppConfig> = {};
  if (set(ENV.mailFrom)) settings.mailFrom = env[ENV.mailFrom]!;
  if (set(ENV.publicBaseUrl)) settings.publicBaseUrl = env[ENV.publicBaseUrl]!;
  if (set(ENV.apiRatePerSecond) || set(ENV.apiRateBurst)) {
    settings.apiRateLimit = {
      perSecond: Number(env[ENV.apiRatePerSecond] || DEFAULT_API_RATE.perSecond),
      burst: Number(env[ENV.apiRateBurst] || DEFAULT_API_RATE.burst),
    };
  }
  if (set(ENV.deliverySchedule)) settings.deliverySchedule = parseDeliverySchedule(env[ENV.deliverySchedule]);
  if (set(ENV.sesConfigurationSet)) settings.sesConfigurationSet = env[ENV.sesConfigurationSet];
  if (set(ENV.ingestCacheSeconds)) settings.ingestCacheSeconds = seconds(env[ENV.ingestCacheSeconds], 5);
  const captcha = {
    captcha_a: env[ENV.captchaAVerifyUrl] || undefined,
    captcha_b: env[ENV.captchaBVerifyUrl] || undefined,
    captcha_v2: env[ENV.captchaV2VerifyUrl] || undefined,
    captcha_v3: env[ENV.captchaV3VerifyUrl] || undefined,
  };
  if (Object.values(captcha).some(Boolean)) settings.captchaVerifyUrls = captcha;
  if (set(ENV.planLimits)) settings.planLimits = parsePlanLimits(env[ENV.planLimits]);
  return settings;
}

/** Builds the configuration from environment variables; throws naming the first missing one. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return {
    tableName: read(env, ENV.tableName),
    bucketName: read(env, ENV.bucketName),
    eventsQueueUrl: read(env, ENV.eventsQueueUrl),
    deliveryQueueUrl: read(env, ENV.deliveryQueueUrl),
    deliveryDlqUrl: read(env, ENV.deliveryDlqUrl),
    emailDeliveryQueueUrl: read(env, ENV.emailDeliveryQueueUrl),
    emailDeliveryDlqUrl: read(env, ENV.emailDeliveryDlqUrl),
    integrationDeliveryQueueUrl: read(env, ENV.integrationDeliveryQueueUrl),
    integrationDeliveryDlqUrl: read(env, ENV.integrationDeliveryDlqUrl),
    eventsDlqUrl: read(env, ENV.eventsDlqUrl),
    spamReviewQueueUrl: read(env, ENV.spamReviewQueueUrl),
    spamReviewDlqUrl: read(env, ENV.spamReviewDlqUrl),
    mailFrom: read(env, ENV.mailFrom),
    publicBaseUrl: read(env, ENV.publicBaseUrl),
    apiRateLimit: DEFAULT_API_RATE,
    allowLoopbackTargets: env[ENV.allowLoopbackTargets] === 'true',
    s3ForcePathStyle: env[ENV.s3ForcePathStyle] === 'true',
    deliverySchedule: DELIVERY_RETRY_SCHEDULE_SECONDS,
    ingestCacheSeconds: 5,
    captchaVerifyUrls: {},
    integrations: integrationSettingsFromEnv(env),
  };
}

/** Parses `PLAN_LIMITS` (a JSON object of plan name → `{monthly_submissions?, retention_days?}`); unset is none. */
export function parsePlanLimits(raw: string | undefined): PlanLimits {
  return raw ? (JSON.parse(raw) as PlanLimits) : {};
}

/**
 * Parses `DELIVERY_SCHEDULE` ("5,300,1800"); unset means the shared definition's schedule.
 *
 * @example parseDeliverySchedule('1,1,1') // [1, 1, 1]
 */
export function parseDeliverySchedule(raw: string | undefined): readonly number[] {
  if (raw === undefined || raw.trim() === '') return DELIVERY_RETRY_SCHEDULE_SECONDS;
  return raw.split(',').map((part) => {
    const seconds = Number(part.trim());
    if (!Number.isInteger(seconds) || seconds < 0 || seconds > MAX_RETRY_STEP_SECONDS) {
      throw new Error(
        `${ENV.deliverySchedule}: "${part}" is not a whole number of seconds between 0 and ${MAX_RETRY_STEP_SECONDS}`,
      );
    }
    return seconds;
  });
}
