import { describe, expect, it } from 'vitest';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type { HandlerName } from '@lib/stacks/stateless-stack.js';
import { actionsOf, logicalIdOf, statementsOf, synthesize } from './synth.js';

const { stateful, stateless, statelessTemplate: template } = synthesize();
const fns = stateless.functions;

const LOGS = ['logs:CreateLogStream', 'logs:PutLogEvents'];
const READ = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'];
const WRITE = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:ConditionCheckItem',
];
/** A queue the function's code sends to: its URL comes from the environment, so nothing else. */
const SEND = ['sqs:SendMessage'];
/** A Lambda on-failure destination (CDK's destination grant adds the two reads). */
const DESTINATION = ['sqs:SendMessage', 'sqs:GetQueueAttributes', 'sqs:GetQueueUrl'];
const CONSUME = [
  'sqs:ReceiveMessage',
  'sqs:ChangeMessageVisibility',
  'sqs:DeleteMessage',
  'sqs:GetQueueAttributes',
  'sqs:GetQueueUrl',
];
const MAIL = ['ses:SendEmail'];
/** Integration credentials sealed with the deployment's KMS key (SSM app secrets only when OAuth apps are set). */
const SEAL = ['kms:Encrypt', 'kms:Decrypt'];
const STREAM_READ = [
  'dynamodb:DescribeStream',
  'dynamodb:GetRecords',
  'dynamodb:GetShardIterator',
  'dynamodb:ListStreams',
];

const MAIL_SENDERS: HandlerName[] = [
  'apiMail',
  'apiAccounts',
  'sweep',
  'emailAttempt',
  'sesEvents',
  'exportJob',
  'deadLetter',
];

/** The complete set of actions each handler may perform: anything beyond this list is a finding. */
const EXPECTED: Record<HandlerName, string[]> = {
  api: [...LOGS, ...READ, ...WRITE],
  apiSubmissions: [...LOGS, ...READ, ...WRITE, 's3:GetObject', 's3:DeleteObject', ...SEND],
  apiWebhooks: [...LOGS, ...READ, ...WRITE, ...SEND],
  apiMail: [...LOGS, ...READ, ...WRITE, ...MAIL],
  apiIntegrations: [...LOGS, ...READ, ...WRITE, ...SEND, ...SEAL],
  apiAccounts: [...LOGS, ...READ, ...WRITE, ...MAIL],
  apiPasskeys: [...LOGS, ...READ, ...WRITE],
  ingest: [...LOGS, ...READ, ...WRITE, 's3:GetObject', 's3:PutObject', 's3:PutObjectTagging'],
  sweep: [...LOGS, ...READ, ...WRITE, ...MAIL],
  // The export writes one audit line per request (`data_export.requested`), and queues a submission export's run.
  export: [...LOGS, ...READ, ...WRITE, 's3:GetObject', 's3:PutObject', ...SEND],
  // Streams a submission export into the bucket, hands over to its next run, mails the requester.
  exportJob: [...LOGS, ...READ, ...WRITE, 's3:GetObject', 's3:PutObject', ...CONSUME, ...SEND, ...MAIL],
  // Reads submissions and forms, moves spam to spam, passes the events on to the fan-out.
  spamReview: [...LOGS, ...READ, ...WRITE, ...CONSUME, ...SEND],
  fanOut: [...LOGS, ...READ, ...WRITE, ...CONSUME, ...SEND],
  webhookAttempt: [...LOGS, ...READ, ...WRITE, ...CONSUME],
  emailAttempt: [...LOGS, ...READ, ...WRITE, ...CONSUME, ...MAIL],
  integrationAttempt: [...LOGS, ...READ, ...WRITE, ...CONSUME, ...SEAL],
  deadLetter: [...LOGS, ...READ, ...WRITE, ...CONSUME, ...MAIL],
  // Sends only to its on-failure destination (the SES feedback DLQ), which Lambda's asynchronous invocation uses.
  sesEvents: [...LOGS, ...READ, ...WRITE, ...MAIL, ...DESTINATION],
  submissionStream: [...LOGS, ...READ, ...WRITE, 's3:DeleteObject', ...DESTINATION, ...STREAM_READ],
};

describe('least privilege', () => {
  it.each(Object.keys(EXPECTED) as HandlerName[])('%s may do exactly what it needs', (name) => {
    expect(new Set(actionsOf(template, fns[name]))).toEqual(new Set(EXPECTED[name]));
  });

  it('gives ingest no delete and no mail permission', () => {
    const actions = actionsOf(template, fns.ingest);
    expect(actions).not.toContain('s3:DeleteObject');
    expect(actions.filter((a) => a.startsWith('ses:'))).toEqual([]);
  });

  it('never grants a statement on "*" nor a wildcard action, and never Scan', () => {
    const policies = Object.values(template.findResources('AWS::IAM::Policy'));
    expect(policies.length).toBeGreaterThanOrEqual(Object.keys(fns).length);
    for (const fn of Object.values(fns)) {
      for (const statement of statementsOf(template, fn)) {
        const resources = Array.isArray(statement.Resource) ? statement.Resource : [statement.Resource];
        // dynamodb:ListStreams has no resource-level permission in IAM; it lists stream ARNs, never data.
        if (JSON.stringify(statement.Action) === '"dynamodb:ListStreams"') continue;
        expect(resources, JSON.stringify(statement)).not.toContain('*');
        expect(JSON.stringify(statement.Action)).not.toMatch(/\*|dynamodb:Scan/);
      }
    }
  });

  it('scopes table access to the table and its named indexes', () => {
    for (const fn of Object.values(fns)) {
      for (const statement of statementsOf(template, fn).filter((s) =>
        JSON.stringify(s.Action).includes('dynamodb:'),
      )) {
        if (JSON.stringify(statement.Action) === '"dynamodb:ListStreams"') continue;
        expect(JSON.stringify(statement.Resource)).toMatch(/ExportsOutputFnGetAttTable\w+(Stream)?Arn/);
        expect(JSON.stringify(statement.Resource)).not.toContain('/index/*');
      }
    }
  });

  it('lets each handler send only to the queues it feeds', () => {
    const queues = Object.entries(stateful.resources.queues).flatMap(([key, pair]) => [
      { name: key, id: logicalIdOf(pair.queue) },
      { name: `${key}-dlq`, id: logicalIdOf(pair.dlq) },
    ]);
    const targets = (fn: lambda.IFunction) =>
      statementsOf(template, fn)
        .filter((s) => JSON.stringify(s.Action).includes('sqs:SendMessage'))
        .flatMap((s) => queues.filter((q) => new RegExp(`Output\\w*${q.id}`).test(JSON.stringify(s.Resource))))
        .map((q) => q.name)
        .sort();
    expect(Object.fromEntries(Object.entries(fns).map(([name, fn]) => [name, targets(fn)]))).toEqual({
      api: [],
      apiSubmissions: ['events'],
      apiWebhooks: ['delivery'],
      apiMail: [],
      apiIntegrations: ['integrationDelivery'],
      apiAccounts: [],
      apiPasskeys: [],
      ingest: [],
      sweep: [],
      export: ['exports'],
      exportJob: ['exports'],
      spamReview: ['events'],
      fanOut: ['delivery', 'emailDelivery', 'integrationDelivery'],
      webhookAttempt: [],
      emailAttempt: [],
      integrationAttempt: [],
      deadLetter: [],
      sesEvents: [],
      submissionStream: ['spamReview'],
    });
  });

  it('lets only the mail senders send, through the sender identity and the configuration set, which they are given', () => {
    const resources = template.toJSON().Resources;
    for (const [name, fn] of Object.entries(fns)) {
      const mail = statementsOf(template, fn).filter((s) => JSON.stringify(s.Action).includes('ses:'));
      const variables = resources[logicalIdOf(fn)].Properties.Environment.Variables;
      if (!MAIL_SENDERS.includes(name as HandlerName)) {
        expect(mail, name).toEqual([]);
        expect(variables.SES_CONFIGURATION_SET, name).toBeUndefined();
        continue;
      }
      expect(mail, name).toHaveLength(1);
      const granted = JSON.stringify(mail[0]!.Resource);
      expect(granted).toContain(':identity/forms@example.com');
      expect(granted).toContain(':identity/example.com');
      expect(granted).toMatch(/:configuration-set\/"?,?\{"Ref":"MailConfigurationSet/);
      expect(variables.SES_CONFIGURATION_SET, name).toEqual({ Ref: expect.stringMatching(/^MailConfigurationSet/) });
    }
  });

  it('attaches no AWS managed policy to any function role', () => {
    const roles = Object.entries(template.findResources('AWS::IAM::Role')) as [
      string,
      { Properties: { ManagedPolicyArns?: unknown[] } },
    ][];
    for (const [id, role] of roles) {
      // CDK's own custom-resource functions (dashboard upload, bucket emptying) write their logs through the
      // basic execution role, and nothing else.
      if (id.startsWith('Custom')) {
        expect(role.Properties.ManagedPolicyArns, id).toHaveLength(1);
        expect(JSON.stringify(role.Properties.ManagedPolicyArns), id).toMatch(
          /:policy\/service-role\/AWSLambdaBasicExecutionRole"/,
        );
      } else expect(role.Properties.ManagedPolicyArns, id).toBeUndefined();
    }
  });
});
