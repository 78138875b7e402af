import type { AppConfig } from '@shared/config.js';
import { dynamoDocumentClient } from '../aws-clients.js';
import { signingOf } from '../aws-json.js';
import type { OutboundHttp } from '@shared/domain/outbound.js';
import { integrationSettingsOf, type IntegrationSettings, type OAuthAppSetting } from '@shared/integration-settings.js';
import { declarationOf, REAL_PROVIDER_URLS } from '@shared/domain/integrations/registry.js';
import { kmsSecretBox, localSecretBox, newLocalSecretKey } from '../crypto/secret-box.js';
import { extensionParameter } from '../ssm/extension-parameters.js';
import type { IntegrationRuntime, OAuthApp } from '@shared/domain/integrations/driver.js';
import { INTEGRATION_DRIVERS } from './index.js';

export type { IntegrationRuntime };

const secretCache = new Map<string, Promise<string>>();

/** An SSM SecureString (through the parameters extension), read once per process. */
function parameter(name: string): Promise<string> {
  let value = secretCache.get(name);
  if (!value) {
    value = extensionParameter(name);
    value.catch(() => secretCache.delete(name));
    secretCache.set(name, value);
  }
  return value;
}

async function resolveApp(setting: OAuthAppSetting | undefined): Promise<OAuthApp | undefined> {
  if (!setting) return undefined;
  const secret =
    setting.clientSecret ??
    (setting.clientSecretParameter ? await parameter(setting.clientSecretParameter) : undefined);
  return secret ? { clientId: setting.clientId, clientSecret: secret } : undefined;
}

let processKey: string | undefined;

/**
 * Builds the runtime from the configuration (KMS when a key id is set, signed with the region and credentials of
 * the function's DynamoDB client; else the local AES key).
 */
export function integrationRuntime(config: AppConfig, http: OutboundHttp): IntegrationRuntime {
  const settings: IntegrationSettings = integrationSettingsOf(config);
  const secrets = settings.kmsKeyId
    ? kmsSecretBox(settings.kmsKeyId, signingOf(dynamoDocumentClient()))
    : localSecretBox(settings.localSecretKey ?? (processKey ??= newLocalSecretKey()));
  return {
    drivers: INTEGRATION_DRIVERS,
    driverDeps: { http, urls: { ...REAL_PROVIDER_URLS, ...settings.urls } },
    secrets,
    app: (type) => {
      const declaration = declarationOf(type);
      return resolveApp(declaration.connection === 'browser' ? settings.apps[declaration.oauthApp] : undefined);
    },
    redirectUri: (type) => `${config.publicBaseUrl.replace(/\/+$/, '')}/oauth/${type}/callback`,
  };
}
