import type { ProviderUrls } from './domain/integrations/driver.js';
import type { OAuthType } from './domain/integrations/types.js';

export type { ProviderUrls };

/**
 * Where each integration provider lives and which OAuth app the deployment uses. Every URL is configuration so the
 * local service and the tests point them at local fakes speaking the providers' shapes (spec/integrations.md).
 */

export const REAL_PROVIDER_URLS: ProviderUrls = {
  slackAuthorize: 'https://slack.com/oauth/v2/authorize',
  slackToken: 'https://slack.com/api/oauth.v2.access',
  discordAuthorize: 'https://discord.com/oauth2/authorize',
  discordToken: 'https://discord.com/api/oauth2/token',
  discordApi: 'https://discord.com/api',
  googleAuthorize: 'https://accounts.google.com/o/oauth2/v2/auth',
  googleToken: 'https://oauth2.googleapis.com/token',
  sheetsApi: 'https://sheets.googleapis.com',
  mailchimpAuthorize: 'https://login.mailchimp.com/oauth2/authorize',
  mailchimpToken: 'https://login.mailchimp.com/oauth2/token',
  mailchimpMetadata: 'https://login.mailchimp.com/oauth2/metadata',
  formspree: 'https://formspree.io',
  web3forms: 'https://api.web3forms.com/submit',
  basin: 'https://usebasin.com',
};

/** An OAuth app: its id, and its secret either inline (local) or as an SSM SecureString parameter name (AWS). */
export interface OAuthAppSetting {
  clientId: string;
  clientSecret?: string;
  clientSecretParameter?: string;
}

export interface IntegrationSettings {
  urls: ProviderUrls;
  apps: Partial<Record<OAuthType, OAuthAppSetting>>;
  /** KMS key that seals credentials in AWS. */
  kmsKeyId?: string;
  /** AES-256 key (base64) that seals credentials when no KMS key is set (the local service). */
  localSecretKey?: string;
}

/** Environment names of each OAuth app (provider names, since deployers copy them from the provider's console). */
export const OAUTH_APP_ENV: Record<OAuthType, string> = {
  chat_a: 'SLACK',
  chat_b: 'DISCORD',
  spreadsheet: 'GOOGLE',
  newsletter: 'MAILCHIMP',
};

/**
 * Reads `<P>_CLIENT_ID` with `<P>_CLIENT_SECRET_PARAM` (AWS) or `<P>_CLIENT_SECRET` (local), `INTEGRATION_URLS`
 * (JSON overrides of ProviderUrls), `CREDENTIALS_KMS_KEY_ID`, `CREDENTIALS_LOCAL_KEY`.
 */
export function integrationSettingsFromEnv(env: NodeJS.ProcessEnv): IntegrationSettings {
  const apps: IntegrationSettings['apps'] = {};
  for (const [type, prefix] of Object.entries(OAUTH_APP_ENV) as [OAuthType, string][]) {
    const clientId = env[`${prefix}_CLIENT_ID`];
    if (!clientId) continue;
    apps[type] = {
      clientId,
      clientSecret: env[`${prefix}_CLIENT_SECRET`] || undefined,
      clientSecretParameter: env[`${prefix}_CLIENT_SECRET_PARAM`] || undefined,
    };
  }
  const overrides = env.INTEGRATION_URLS ? (JSON.parse(env.INTEGRATION_URLS) as Partial<ProviderUrls>) : {};
  return {
    urls: { ...REAL_PROVIDER_URLS, ...overrides },
    apps,
    kmsKeyId: env.CREDENTIALS_KMS_KEY_ID || undefined,
    localSecretKey: env.CREDENTIALS_LOCAL_KEY || undefined,
  };
}
