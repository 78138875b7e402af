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

/**
 * Reads `<P>_CLIENT_ID` with `<P>_CLIENT_SECRET_PARAM` (AWS) or `<P>_CLIENT_SECRET` (local), `INTEGRATION_URLS`
 * (JSON overrides of ProviderUrls), `CREDENTIALS_KMS_KEY_ID`, `CREDENTIALS_LOCAL_KEY`.
 */
export function integrationSettingsFromEnv(env: NodeJS.ProcessEnv): IntegrationSettings {
  const apps: IntegrationSettings['apps'] = {};
  for (const [name, clientId] of Object.entries(env)) {
    const prefix = /^([A-Z0-9]+)_CLIENT_ID$/.exec(name)?.[1];
    if (!prefix || !clientId) continue;
    apps[prefix] = {
      clientId,
      clientSecret: env[`${prefix}_CLIENT_SECRET`] || undefined,
      clientSecretParameter: env[`${prefix}_CLIENT_SECRET_PARAM`] || undefined,
    };
  }
  return {
    urls: env.INTEGRATION_URLS ? (JSON.parse(env.INTEGRATION_URLS) as Partial<ProviderUrls>) : {},
    apps,
    kmsKeyId: env.CREDENTIALS_KMS_KEY_ID || undefined,
    localSecretKey: env.CREDENTIALS_LOCAL_KEY || undefined,
  };
}
