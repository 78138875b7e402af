import { resolve } from 'node:path';
import type { Node } from 'constructs';
import { parseSignUpPolicy } from '@shared/domain/accounts.js';
import { setting } from '@shared/config.js';
import { DASHBOARD_DIST } from '../local/dashboard.js';

/**
 * Sender used when no `-c mailFrom=...` is given. Good enough for `cdk synth` and the infra tests; a deployment
 * needs a real SES-verified identity (see docs/deploy.md), and the app warns when this placeholder is in use.
 */
export const PLACEHOLDER_MAIL_FROM = 'forms@example.com';

/** Everything a deployment can vary, read from CDK context (`-c key=value` or cdk.json). */
export interface DeploymentConfig {
  /** `-c stage=prod` → stacks `Formbase-prod-Stateful` / `Formbase-prod-Stateless`. Default `dev`. */
  readonly stage: string;
  /** `Formbase-<stage>`: prefix of the stack names and of the physical queue names. */
  readonly prefix: string;
  /** `-c mailFrom=forms@your-domain.example`: the SES identity notifications and autoresponders are sent from. */
  readonly mailFrom: string;
  /** `-c alarmEmail=ops@your-domain.example`: when set, alarms notify this address through an SNS topic. */
  readonly alarmEmail?: string;
  /** `-c publicBaseUrl=https://forms.example.com`: a custom domain in front of the API; default the API URL. */
  readonly publicBaseUrl?: string;
  /** Per-API-key rate limit the router enforces (`-c apiRatePerSecond=20 -c apiRateBurst=40`). */
  readonly apiRate: { readonly perSecond: number; readonly burst: number };
  /**
   * Observability: `-c logLevel=DEBUG`, `-c debugSampleRate=0.05` (share of invocations logging at DEBUG),
   * `-c tracing=true` (X-Ray), `-c systemLogLevel=INFO` (Lambda's own START/END/REPORT lines; default WARN: none for an
   * invocation that ends well, docs/decisions/cost.md).
   */
  readonly observability: {
    readonly logLevel: LogLevel;
    readonly debugSampleRate: number;
    readonly tracing: boolean;
    readonly systemLogLevel: SystemLogLevel;
  };
  /**
   * OAuth client ids of the browser-authorized integrations (`-c slackClientId=… -c discordClientId=…
   * -c googleClientId=… -c mailchimpClientId=…`); each secret lives in SSM SecureString `/<prefix>/oauth/<provider>`.
   */
  readonly oauthClientIds: Readonly<Partial<Record<'slack' | 'discord' | 'google' | 'mailchimp', string>>>;
  /**
   * `-c region=eu-central-2`: pins both stacks to this region (default: environment-agnostic, the region of the
   * deploying credentials). Pinned, synth knows the region and fails early on what the region lacks.
   */
  readonly region?: string;
  /**
   * `-c paramsAndSecretsLayerArn=arn:aws:lambda:<region>:<account>:layer:AWS-Parameters-and-Secrets-Lambda-Extension-Arm64:<n>`:
   * the extension layer of a region CDK's table does not list (only read when OAuth client ids are set).
   */
  readonly paramsAndSecretsLayerArn?: string;
  /**
   * Accounts: `-c dashboardOrigin=https://app.example.com` (default the dashboard distribution's `https://<domain>`), `-c signUp=invitation-only`
   * (default) `| open | domains:a.com,b.com`, `-c sessionIdleHours=168 -c sessionAbsoluteHours=720`.
   */
  /**
   * `-c dashboardAssets=path/to/dist`: the built dashboard to upload (default `packages/dashboard/dist`, which
   * `npx cdk synth|deploy` builds first; see bin/app.ts).
   */
  readonly dashboardAssets: string;
  /**
   * Deployer settings passed to the functions as they are (`shared/config.ts` declares and parses them):
   * `-c planLimits='{"free":{"monthly_submissions":500}}'`, `-c deliverySchedule=5,300,1800` (also the delivery
   * queues' redrive count), `-c ingestCacheSeconds=5`.
   */
  readonly settings: {
    readonly planLimits?: string;
    readonly deliverySchedule?: string;
    readonly ingestCacheSeconds?: string;
  };
  readonly accounts: {
    readonly dashboardOrigin?: string;
    readonly signUp: string;
    readonly sessionIdleHours: number;
    readonly sessionAbsoluteHours: number;
  };
}

export const LOG_LEVELS = ['DEBUG', 'INFO', 'WARN', 'ERROR'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
/** Lambda's system log levels: INFO adds a START, END and REPORT line to every invocation, WARN only problems. */
export const SYSTEM_LOG_LEVELS = ['DEBUG', 'INFO', 'WARN'] as const;
export type SystemLogLevel = (typeof SYSTEM_LOG_LEVELS)[number];

function observability(node: Node): DeploymentConfig['observability'] {
  const logLevel = (text(node, 'logLevel') ?? 'INFO').toUpperCase();
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel))
    throw new Error(`context logLevel must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  const rate = Number(text(node, 'debugSampleRate') ?? '0');
  if (!(rate >= 0 && rate <= 1)) throw new Error(`context debugSampleRate must be between 0 and 1, got "${rate}"`);
  const tracing = text(node, 'tracing') ?? 'false';
  if (tracing !== 'true' && tracing !== 'false')
    throw new Error(`context tracing must be true or false, got "${tracing}"`);
  const systemLogLevel = (text(node, 'systemLogLevel') ?? 'WARN').toUpperCase();
  if (!(SYSTEM_LOG_LEVELS as readonly string[]).includes(systemLogLevel))
    throw new Error(`context systemLogLevel must be one of ${SYSTEM_LOG_LEVELS.join(', ')}, got "${systemLogLevel}"`);
  return {
    logLevel: logLevel as LogLevel,
    debugSampleRate: rate,
    tracing: tracing === 'true',
    systemLogLevel: systemLogLevel as SystemLogLevel,
  };
}

const REGION = /^[a-z]{2}(-[a-z]+)+-\d$/;
const LAYER_ARN = /^arn:aws[a-z-]*:lambda:([a-z]{2}(?:-[a-z]+)+-\d):\d{12}:layer:[A-Za-z0-9_-]+:\d+$/;

/** The region of a layer version ARN accepted by `paramsAndSecretsLayerArn`. */
export const layerArnRegion = (arn: string): string => LAYER_ARN.exec(arn)![1]!;

const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;
const STAGE = /^[A-Za-z0-9-]{1,20}$/;

const text = (node: Node, key: string): string | undefined => {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return undefined;
  return String(value);
};

const positiveInt = (node: Node, key: string, fallback: number): number => {
  const raw = text(node, key);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`context ${key} must be a positive integer, got "${raw}"`);
  return value;
};

const email = (node: Node, key: string): string | undefined => {
  const value = text(node, key);
  if (value !== undefined && !EMAIL.test(value))
    throw new Error(`context ${key} must be a plain e-mail address, got "${value}"`);
  return value;
};

/**
 * Reads and validates the deployment context; throws naming the offending key.
 *
 * @example
 * // npx cdk synth -c stage=prod -c mailFrom=forms@acme.example
 * readDeploymentConfig(app.node).prefix; // 'Formbase-prod'
 */
export function readDeploymentConfig(node: Node): DeploymentConfig {
  const stage = text(node, 'stage') ?? 'dev';
  if (!STAGE.test(stage)) throw new Error(`context stage must match ${STAGE}, got "${stage}"`);
  const publicBaseUrl = text(node, 'publicBaseUrl')?.replace(/\/+$/, '');
  if (publicBaseUrl !== undefined && !/^https:\/\/[^/\s]+/.test(publicBaseUrl)) {
    throw new Error(`context publicBaseUrl must be an https:// URL, got "${publicBaseUrl}"`);
  }
  const region = text(node, 'region');
  if (region !== undefined && !REGION.test(region))
    throw new Error(`context region must be an AWS region name like eu-central-2, got "${region}"`);
  const paramsAndSecretsLayerArn = text(node, 'paramsAndSecretsLayerArn');
  if (paramsAndSecretsLayerArn !== undefined && !LAYER_ARN.test(paramsAndSecretsLayerArn))
    throw new Error(
      `context paramsAndSecretsLayerArn must be a Lambda layer version ARN, got "${paramsAndSecretsLayerArn}"`,
    );
  const dashboardOrigin = text(node, 'dashboardOrigin')?.replace(/\/+$/, '');
  if (dashboardOrigin !== undefined && !/^https:\/\/[^/\s]+$/.test(dashboardOrigin)) {
    throw new Error(`context dashboardOrigin must be an https:// origin, got "${dashboardOrigin}"`);
  }
  const signUp = text(node, 'signUp') ?? 'invitation-only';
  parseSignUpPolicy(signUp);
  const settings = {
    planLimits: text(node, 'planLimits'),
    deliverySchedule: text(node, 'deliverySchedule'),
    ingestCacheSeconds: text(node, 'ingestCacheSeconds'),
  };
  // Refused at synth, naming the key, rather than by every function at its first start.
  setting('PLAN_LIMITS', { PLAN_LIMITS: settings.planLimits });
  setting('DELIVERY_SCHEDULE', { DELIVERY_SCHEDULE: settings.deliverySchedule });
  setting('INGEST_CACHE_SECONDS', { INGEST_CACHE_SECONDS: settings.ingestCacheSeconds });
  return {
    stage,
    prefix: `Formbase-${stage}`,
    settings,
    accounts: {
      dashboardOrigin,
      signUp,
      sessionIdleHours: positiveInt(node, 'sessionIdleHours', 168),
      sessionAbsoluteHours: positiveInt(node, 'sessionAbsoluteHours', 720),
    },
    mailFrom: email(node, 'mailFrom') ?? PLACEHOLDER_MAIL_FROM,
    alarmEmail: email(node, 'alarmEmail'),
    publicBaseUrl,
    dashboardAssets: resolve(text(node, 'dashboardAssets') ?? DASHBOARD_DIST),
    apiRate: { perSecond: positiveInt(node, 'apiRatePerSecond', 20), burst: positiveInt(node, 'apiRateBurst', 40) },
    observability: observability(node),
    oauthClientIds: Object.fromEntries(
      (['slack', 'discord', 'google', 'mailchimp'] as const)
        .map((p) => [p, text(node, `${p}ClientId`)])
        .filter(([, id]) => id !== undefined),
    ),
    region,
    paramsAndSecretsLayerArn,
  };
}
