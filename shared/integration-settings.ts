import {
  OAUTH_APP_ENV,
  REAL_PROVIDER_URLS,
  type IntegrationType,
  type OAuthType,
  type ProviderUrls,
} from './domain/integrations/registry.js';

export { OAUTH_APP_ENV, REAL_PROVIDER_URLS };
export type { ProviderUrls };

/**
 * Where each integration provider lives and which OAuth app the deployment uses, from each type's declaration
 * (`domain/integrations/registry.ts`). Every URL is configuration so the local service and the tests point them at
 * local fakes speaking the providers' shapes (spec/integrations.md).
 */

/** An OAuth app: its id, and its secret either inline (local) or as an SSM SecureString parameter name (AWS). */
export interface OAuthAppSetting {
  clientId: string;
  clientSecret?: string;
  clientSecretParameter?: string;
}

export interface IntegrationSettings {
  urls: ProviderUrls;
  apps: Partial<Record<IntegrationType, OAuthAppSetting>>;
  /** KMS key that seals credentials in AWS. */
  kmsKeyId?: string;
  /** AES-256 key (base64) that seals credentials when no KMS key is set (the local service). */
  localSecretKey?: string;
}

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
