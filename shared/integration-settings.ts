import * as z from 'zod/mini';
import { positive, readSetting, SEALERS, text, type AppConfig, type Environment } from './config.js';
import type { ProviderUrls } from './domain/integrations/registry.js';

export type { ProviderUrls };

/**
 * Where each integration provider lives and which OAuth apps the deployment uses. The real URLs and each browser
 * type's app name are declared with the type (`domain/integrations/registry.ts`, applied by the integration runtime);
 * this is what the deployment changes. Every URL is configuration so the local service and the tests point them at
 * local fakes speaking the providers' shapes (spec/integrations.md).
 */

/** An OAuth app: its id, and its secret either inline (local) or as an SSM SecureString parameter name (AWS). */
export interface OAuthAppSetting {
  clientId: string;
  clientSecret?: string;
  clientSecretParameter?: string;
}

export interface IntegrationSettings {
  /** Provider URLs that differ from the real ones. */
  urls: Partial<ProviderUrls>;
  /** OAuth apps by their environment prefix (`SLACK`, `GOOGLE`...). */
  apps: Record<string, OAuthAppSetting>;
  /** KMS key that seals credentials in AWS. */
  kmsKeyId?: string;
  /** AES-256 key (base64) that seals credentials when no KMS key is set (the local service). */
  localSecretKey?: string;
}

const oauthClientId = (context: string) => ({ schema: text, readers: SEALERS, context }) as const;
const sealers = { schema: text, readers: SEALERS } as const;

/** The integrations settings (`shared/config.ts` explains the declarations): the functions that seal credentials read them. */
export const INTEGRATION_SETTINGS = {
  /** KMS key sealing integration credentials (set by the stack). */
  CREDENTIALS_KMS_KEY_ID: sealers,
  /** Base64 AES-256 key sealing integration credentials when no KMS key is set (local). */
  CREDENTIALS_LOCAL_KEY: sealers,
  /** JSON overrides of integration provider URLs (the local fakes). */
  INTEGRATION_URLS: { kind: 'json', schema: z.record(z.string(), z.string()), readers: SEALERS },
  /** Client id of the Slack OAuth app (`chat_a`). */
  SLACK_CLIENT_ID: oauthClientId('slackClientId'),
  /** SSM SecureString holding the Slack app's secret (set by the stack). */
  SLACK_CLIENT_SECRET_PARAM: sealers,
  /** The Slack app's secret itself (local: switches `chat_a` from its fake to Slack). */
  SLACK_CLIENT_SECRET: sealers,
  /** Client id of the Discord OAuth app (`chat_b`). */
  DISCORD_CLIENT_ID: oauthClientId('discordClientId'),
  /** SSM SecureString holding the Discord app's secret (set by the stack). */
  DISCORD_CLIENT_SECRET_PARAM: sealers,
  /** The Discord app's secret itself (local). */
  DISCORD_CLIENT_SECRET: sealers,
  /** Client id of the Google OAuth app (`spreadsheet`). */
  GOOGLE_CLIENT_ID: oauthClientId('googleClientId'),
  /** SSM SecureString holding the Google app's secret (set by the stack). */
  GOOGLE_CLIENT_SECRET_PARAM: sealers,
  /** The Google app's secret itself (local). */
  GOOGLE_CLIENT_SECRET: sealers,
  /** Client id of the Mailchimp OAuth app (`newsletter`). */
  MAILCHIMP_CLIENT_ID: oauthClientId('mailchimpClientId'),
  /** SSM SecureString holding the Mailchimp app's secret (set by the stack). */
  MAILCHIMP_CLIENT_SECRET_PARAM: sealers,
  /** The Mailchimp app's secret itself (local). */
  MAILCHIMP_CLIENT_SECRET: sealers,
  /** Port of the AWS Parameters and Secrets extension that reads the OAuth secrets. */
  PARAMETERS_SECRETS_EXTENSION_HTTP_PORT: { ...positive, default: '2773', readers: SEALERS },
  /** The function's session token (set by Lambda), which the parameters extension checks. */
  AWS_SESSION_TOKEN: sealers,
} as const;

type IntegrationSettingName = keyof typeof INTEGRATION_SETTINGS;

/** An integrations setting from `env` (default this process's environment). */
export const integrationSetting = <N extends IntegrationSettingName>(name: N, env?: Environment) =>
  readSetting(INTEGRATION_SETTINGS, name, env);

const OAUTH_PREFIXES = ['SLACK', 'DISCORD', 'GOOGLE', 'MAILCHIMP'] as const;

/** The integration settings of a configuration: what a test set on it, else read from its environment. */
export function integrationSettingsOf(config: AppConfig): IntegrationSettings {
  if (config.integrations) return config.integrations;
  const get = <N extends IntegrationSettingName>(name: N) => integrationSetting(name, config.env);
  const apps: IntegrationSettings['apps'] = {};
  for (const prefix of OAUTH_PREFIXES) {
    const clientId = get(`${prefix}_CLIENT_ID`);
    if (clientId)
      apps[prefix] = {
        clientId,
        clientSecret: get(`${prefix}_CLIENT_SECRET`),
        clientSecretParameter: get(`${prefix}_CLIENT_SECRET_PARAM`),
      };
  }
  return {
    urls: (get('INTEGRATION_URLS') ?? {}) as Partial<ProviderUrls>,
    apps,
    kmsKeyId: get('CREDENTIALS_KMS_KEY_ID'),
    localSecretKey: get('CREDENTIALS_LOCAL_KEY'),
  };
}
