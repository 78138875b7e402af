import { Aws, CfnRule, Fn, Stack, Token } from 'aws-cdk-lib';
import { RegionInfo } from 'aws-cdk-lib/region-info';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { layerArnRegion, type DeploymentConfig } from '../config.js';
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

const EXTENSION_VERSION = lambda.ParamsAndSecretsVersions.V1_0_103;
const EXTENSION_OPTIONS = { logLevel: lambda.ParamsAndSecretsLogLevel.WARN };

/** What to do in a region whose extension layer CDK does not know (docs/deploy.md names the same way out). */
const layerWayOut = (region: string) =>
  `find the arm64 layer ARN for ${region} on AWS's "AWS Parameters and Secrets Lambda Extension ARNs" page and ` +
  'pass -c paramsAndSecretsLayerArn=<that ARN>, or deploy without OAuth client ids (docs/deploy.md#oauth-apps)';

/** Regions whose arm64 extension layer CDK's region table lists. */
const regionsWithKnownLayer = (): string[] =>
  RegionInfo.regions
    .map((r) => r.name)
    .filter((name) => RegionInfo.get(name).paramsAndSecretsLambdaLayerArn(EXTENSION_VERSION, 'arm64'))
    .sort();

/**
 * The AWS Parameters and Secrets Lambda Extension for the functions that read the OAuth app secrets
 * (`shared/adapters/ssm/extension-parameters.ts`); none when no OAuth app is configured (nothing to read).
 *
 * The layer ARN differs per region and CDK's table lacks the newer regions, so a deployment never leaves the choice to
 * a change set failing on `Fn::FindInMap`: with `-c paramsAndSecretsLayerArn` that layer is used (the stack asserts it
 * is deployed to the layer's region); in a pinned region (`-c region`) CDK's ARN is used or synth fails naming the
 * region and the way out; in an environment-agnostic stack a CloudFormation rule refuses, before any resource
 * changes, a region outside CDK's table, with the same message.
 */
export function oauthSecretsExtension(
  scope: Stack,
  config: DeploymentConfig,
): lambda.ParamsAndSecretsLayerVersion | undefined {
  if (Object.keys(config.oauthClientIds).length === 0) return undefined;
  const pinned = Token.isUnresolved(scope.region) ? undefined : scope.region;
  const given = config.paramsAndSecretsLayerArn;
  if (given) {
    const layerRegion = layerArnRegion(given);
    if (pinned && pinned !== layerRegion)
      throw new Error(
        `context paramsAndSecretsLayerArn is a layer of ${layerRegion}, but the stacks deploy to ${pinned}`,
      );
    if (!pinned) {
      new CfnRule(scope, 'ParamsAndSecretsLayerRegion', {
        assertions: [
          {
            assert: Fn.conditionEquals(Aws.REGION, layerRegion),
            assertDescription: `-c paramsAndSecretsLayerArn names a layer of ${layerRegion}: deploy to ${layerRegion}, or pass the layer ARN of the target region`,
          },
        ],
      });
    }
    return lambda.ParamsAndSecretsLayerVersion.fromVersionArn(given, EXTENSION_OPTIONS);
  }
  const known = regionsWithKnownLayer();
  if (pinned && !known.includes(pinned)) {
    throw new Error(
      `The OAuth integrations need the AWS Parameters and Secrets Lambda extension, whose layer ARN in ${pinned} CDK ` +
        `does not know: ${layerWayOut(pinned)}.`,
    );
  }
  if (!pinned) {
    new CfnRule(scope, 'ParamsAndSecretsLayerRegion', {
      assertions: [
        {
          assert: Fn.conditionContains(known, Aws.REGION),
          assertDescription:
            'The OAuth integrations need the AWS Parameters and Secrets Lambda extension, whose layer ARN in this ' +
            `region the template does not know: ${layerWayOut('this region')}.`,
        },
      ],
    });
  }
  return lambda.ParamsAndSecretsLayerVersion.fromVersion(EXTENSION_VERSION, EXTENSION_OPTIONS);
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
