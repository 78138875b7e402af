import { Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import type { DeploymentConfig } from '../config.js';
import type { StatefulResources } from '../stacks/stateful-stack.js';

/** SSM SecureString holding one OAuth app's client secret (the deployer creates it; see docs/deploy.md). */
export const oauthSecretParameter = (prefix: string, provider: string) => `/${prefix}/oauth/${provider}`;

/** `<P>_CLIENT_ID` and `<P>_CLIENT_SECRET_PARAM` for every OAuth app the deployment configured. */
export function oauthEnvironment(config: DeploymentConfig): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [provider, clientId] of Object.entries(config.oauthClientIds)) {
    const prefix = provider.toUpperCase();
    env[`${prefix}_CLIENT_ID`] = clientId!;
    env[`${prefix}_CLIENT_SECRET_PARAM`] = oauthSecretParameter(config.prefix, provider);
  }
  return env;
}

/**
 * The AWS Parameters and Secrets Lambda Extension for the functions that read the OAuth app secrets
 * (`shared/adapters/ssm/extension-parameters.ts`); none when no OAuth app is configured (nothing to read).
 */
export function oauthSecretsExtension(config: DeploymentConfig): lambda.ParamsAndSecretsLayerVersion | undefined {
  if (Object.keys(config.oauthClientIds).length === 0) return undefined;
  return lambda.ParamsAndSecretsLayerVersion.fromVersion(lambda.ParamsAndSecretsVersions.V1_0_103, {
    logLevel: lambda.ParamsAndSecretsLogLevel.WARN,
  });
}

/**
 * Lets `role` seal and open integration credentials with the deployment's key (no other key) and read the OAuth
 * app secrets under `/<prefix>/oauth/` (SecureStrings under the AWS-managed SSM key).
 */
export function grantIntegrationSecrets(
  scope: Stack,
  role: iam.Role,
  data: StatefulResources,
  config: DeploymentConfig,
): void {
  role.addToPrincipalPolicy(
    new iam.PolicyStatement({
      sid: 'IntegrationCredentials',
      actions: ['kms:Encrypt', 'kms:Decrypt'],
      resources: [data.credentialsKey.keyArn],
    }),
  );
  if (Object.keys(config.oauthClientIds).length === 0) return;
  role.addToPrincipalPolicy(
    new iam.PolicyStatement({
      sid: 'OAuthAppSecrets',
      actions: ['ssm:GetParameter'],
      resources: Object.keys(config.oauthClientIds).map((provider) =>
        scope.formatArn({
          service: 'ssm',
          resource: 'parameter',
          resourceName: oauthSecretParameter(config.prefix, provider).slice(1),
        }),
      ),
    }),
  );
}
