import { Tags, Validations, type App } from 'aws-cdk-lib';
import { PLACEHOLDER_MAIL_FROM, readDeploymentConfig, type DeploymentConfig } from './config.js';
import { StatefulStack } from './stacks/stateful-stack.js';
import { parseDeliverySchedule } from '@shared/config.js';
import { StatelessStack } from './stacks/stateless-stack.js';

export interface FormbaseStacks {
  readonly config: DeploymentConfig;
  readonly stateful: StatefulStack;
  readonly stateless: StatelessStack;
}

/**
 * Adds the two Formbase stacks to `app`, configured from its context (see lib/config.ts). Stacks are
 * environment-agnostic unless `-c region=...` pins them: `cdk deploy` targets the account and region of the current
 * AWS credentials.
 *
 * @example
 * const { stateful } = addFormbaseStacks(new App({ context: { stage: 'prod' } }));
 * stateful.stackName; // 'Formbase-prod-Stateful'
 */
export function addFormbaseStacks(app: App): FormbaseStacks {
  const config = readDeploymentConfig(app.node);
  const env = config.region ? { region: config.region } : undefined;
  const stateful = new StatefulStack(app, `${config.prefix}-Stateful`, {
    prefix: config.prefix,
    deliverySchedule: config.settings.deliverySchedule
      ? parseDeliverySchedule(config.settings.deliverySchedule)
      : undefined,
    env,
  });
  const stateless = new StatelessStack(app, `${config.prefix}-Stateless`, { data: stateful.resources, config, env });
  // Cost allocation and console filtering: every resource that takes tags says which deployment it belongs to.
  for (const stack of [stateful, stateless]) {
    Tags.of(stack).add('app', 'formbase');
    Tags.of(stack).add('stage', config.stage);
  }
  if (config.mailFrom === PLACEHOLDER_MAIL_FROM) {
    Validations.of(stateless).addWarning(
      'formbase:placeholder-mail-from',
      `No -c mailFrom=... given: mail would be sent from ${PLACEHOLDER_MAIL_FROM}, which SES will refuse. ` +
        'Pass a verified SES identity when deploying (docs/deploy.md).',
    );
  }
  if (!config.alarmEmail) {
    Validations.of(stateless).addWarning(
      'formbase:no-alarm-actions',
      'No -c alarmEmail=... given: the alarms (DLQs, stream failures, errors, backlogs; docs/operations.md) change ' +
        'state in the CloudWatch console only and notify nobody. Pass an address to be told (docs/deploy.md).',
    );
  }
  return { config, stateful, stateless };
}
