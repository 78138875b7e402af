import type { IntegrationSettings, ProviderUrls } from '@shared/integration-settings.js';
import {
  OAUTH_APP_ENV,
  providerUrlKeys,
  REAL_PROVIDER_URLS,
  type OAuthType,
} from '@shared/domain/integrations/registry.js';

/**
 * Integration settings of the local service: every provider is its local fake with a fake OAuth app, unless
 * `<P>_CLIENT_ID` and `<P>_CLIENT_SECRET` are set (SLACK, DISCORD, GOOGLE, MAILCHIMP), which switches that provider
 * to the real one. Credentials are sealed with `localSecretKey` (AES-256-GCM).
 */
export function localIntegrationSettings(
  fakeUrls: ProviderUrls,
  localSecretKey: string,
  env: NodeJS.ProcessEnv = process.env,
): IntegrationSettings {
  const urls = { ...fakeUrls };
  const apps: IntegrationSettings['apps'] = {};
  for (const [type, prefix] of Object.entries(OAUTH_APP_ENV) as [OAuthType, string][]) {
    const clientId = env[`${prefix}_CLIENT_ID`];
    const clientSecret = env[`${prefix}_CLIENT_SECRET`];
    if (clientId && clientSecret) {
      apps[prefix] = { clientId, clientSecret };
      for (const key of providerUrlKeys(type)) urls[key] = REAL_PROVIDER_URLS[key];
    } else apps[prefix] = { clientId: `local-${prefix.toLowerCase()}`, clientSecret: 'local-fake-secret' };
  }
  return { urls, apps, localSecretKey };
}

/** The same settings as the environment variables the functions read them from (`shared/config.ts`). */
export function integrationEnvironment(settings: IntegrationSettings): Record<string, string> {
  const env: Record<string, string> = { INTEGRATION_URLS: JSON.stringify(settings.urls) };
  if (settings.localSecretKey) env.CREDENTIALS_LOCAL_KEY = settings.localSecretKey;
  for (const [prefix, app] of Object.entries(settings.apps)) {
    env[`${prefix}_CLIENT_ID`] = app.clientId;
    if (app.clientSecret) env[`${prefix}_CLIENT_SECRET`] = app.clientSecret;
  }
  return env;
}
