import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { App, Validations, type IPolicyValidationContext, type PolicyValidationPluginReport } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from './synth.js';

/**
 * Every configuration docs/deploy.md documents, synthesized once each the way `cdk synth` does (cdk-nag registered
 * as bin/app.ts registers it, so a finding fails the synth; every acknowledgement with its reason), then linted with
 * cfn-lint as an operator would before deploying. The regions include ones AWS opened after the Parameters and Secrets extension's layer table in CDK.
 */
const OAUTH = { slackClientId: '123.456', googleClientId: 'g-client.apps.googleusercontent.com' };
const PROD = {
  stage: 'prod',
  mailFrom: 'forms@acme.example',
  alarmEmail: 'ops@acme.example',
  publicBaseUrl: 'https://forms.acme.example',
  tracing: 'true',
  logLevel: 'WARN',
  debugSampleRate: '0.01',
  systemLogLevel: 'INFO',
  ...OAUTH,
};
/** A layer ARN of the deployer's region (docs/deploy.md): the way out where CDK's table has none. */
const layerArn = (region: string) =>
  `arn:aws:lambda:${region}:111122223333:layer:AWS-Parameters-and-Secrets-Lambda-Extension-Arm64:2`;

interface Configuration {
  readonly name: string;
  readonly context: Record<string, string>;
}

/** cfn-lint checks each template against these regions' resource specifications. */
const ANY_REGION = ['us-east-1', 'eu-central-2', 'ap-northeast-3'];
const CONFIGURATIONS: readonly Configuration[] = [
  { name: 'default', context: {} },
  { name: 'tracing on', context: { tracing: 'true' } },
  { name: 'OAuth client ids set', context: OAUTH },
  { name: 'alarm e-mail set', context: { alarmEmail: 'ops@acme.example' } },
  { name: 'prod-like', context: PROD },
  { name: 'prod-like in us-east-1', context: { ...PROD, region: 'us-east-1' } },
  {
    name: 'prod-like in eu-central-2 with its layer ARN',
    context: { ...PROD, region: 'eu-central-2', paramsAndSecretsLayerArn: layerArn('eu-central-2') },
  },
  {
    name: 'prod-like in ap-northeast-3 with its layer ARN',
    context: { ...PROD, region: 'ap-northeast-3', paramsAndSecretsLayerArn: layerArn('ap-northeast-3') },
  },
];

/** The cdk-nag rules acknowledged somewhere, each next to its construct with the reason. */
const ACKNOWLEDGED_RULES = [
  'AwsSolutions-S1',
  'AwsSolutions-L1',
  'AwsSolutions-APIG4',
  'AwsSolutions-IAM4',
  'AwsSolutions-IAM5',
  'AwsSolutions-CFR1',
  'AwsSolutions-CFR2',
  'AwsSolutions-CFR3',
  'AwsSolutions-CFR4',
  'AwsSolutions-SNS2',
  'AwsSolutions-SQS3',
];

/** Every acknowledgement in the tree: rule id and reason, by construct path. */
function acknowledgements(root: IConstruct): { path: string; id: string; reason: string }[] {
  return root.node.findAll().flatMap((construct) =>
    construct.node.metadata
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) =>
        Object.entries(entry.data as Record<string, string>).map(([id, reason]) => ({
          path: construct.node.path,
          id,
          reason,
        })),
      ),
  );
}

/** cdk-nag's checks, keeping the report of the run the synth made (one run per configuration, not a second one). */
class ReportingChecks extends AwsSolutionsChecks {
  report?: PolicyValidationPluginReport;
  override validate(context: IPolicyValidationContext): PolicyValidationPluginReport {
    this.report = super.validate(context);
    return this.report;
  }
}

interface Synthesized {
  readonly app: App;
  /** cdk-nag's report from the synth; undefined if the synth never ran it. */
  readonly nag?: PolicyValidationPluginReport;
  readonly error?: unknown;
  /** Template files written for cfn-lint. */
  readonly files: readonly string[];
}

interface CfnTemplate {
  Resources: Record<string, { Type: string; Properties?: unknown }>;
  Rules?: Record<string, unknown>;
}
interface PolicyProperties {
  PolicyDocument: { Statement: { Action: string | string[]; Resource: unknown }[] };
}
/** Template file → the template written there. */
const templates = new Map<string, CfnTemplate>();
const templateOf = (file: string): CfnTemplate => templates.get(file)!;
const outdir = mkdtempSync(join(tmpdir(), 'formbase-matrix-'));
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

function synthesize(configuration: Configuration): Synthesized {
  const { app } = build(configuration.context);
  const checks = new ReportingChecks(app);
  Validations.of(app).addPlugins(checks);
  try {
    const assembly = app.synth();
    // Named by content: configurations that produce the same template share one file (and one lint).
    const files = assembly.stacks.map((stack) => {
      const text = JSON.stringify(stack.template);
      const file = join(
        outdir,
        `${stack.stackName}-${createHash('sha256').update(text).digest('hex').slice(0, 12)}.json`,
      );
      if (!templates.has(file)) writeFileSync(file, text);
      templates.set(file, stack.template as CfnTemplate);
      return file;
    });
    return { app, nag: checks.report, files };
  } catch (error) {
    return { app, nag: checks.report, error, files: [] };
  }
}

/** cfn-lint 1.51 (a Python package on the machine image and in CI); undefined when it is not installed. */
async function cfnLintVersion(): Promise<string | undefined> {
  try {
    const { stdout } = await promisify(execFile)('cfn-lint', ['--version']);
    return stdout.trim();
  } catch {
    return undefined;
  }
}

/**
 * cfn-lint's errors (E*) on `files`, as `rule resource: message`. Ignored, on one resource type only: E3002 on
 * `AWS::CloudWatch::Dashboard` `Tags`: cfn-lint 1.51's resource schema predates CloudFormation's support for
 * dashboard tags (which CDK's `Tags.of(stack)` sets), so it calls the property unknown; CloudFormation accepts it.
 */
async function cfnLintErrors(
  files: readonly string[],
  regions: readonly string[],
): Promise<{ file: string; text: string }[]> {
  const args = ['--format', 'json', '--regions', ...regions, '--', ...files];
  const { stdout } = await promisify(execFile)('cfn-lint', args, { maxBuffer: 32 * 1024 * 1024 }).catch(
    (error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }),
  );
  const matches = JSON.parse(stdout || '[]') as {
    Rule: { Id: string };
    Level: string;
    Message: string;
    Location: { Path: (string | number)[] };
    Filename: string;
  }[];
  const typeOf = (file: string, logicalId: string | number) => templates.get(file)?.Resources[String(logicalId)]?.Type;
  return matches
    .filter((m) => m.Level === 'Error')
    .filter((m) => {
      const [section, logicalId, , property] = m.Location.Path;
      const dashboardTags =
        m.Rule.Id === 'E3002' &&
        section === 'Resources' &&
        property === 'Tags' &&
        typeOf(m.Filename, logicalId!) === 'AWS::CloudWatch::Dashboard';
      return !dashboardTags;
    })
    .map((m) => ({ file: m.Filename, text: `${m.Rule.Id} ${m.Location.Path.join('/')}: ${m.Message}` }));
}

let cfnLint: string | undefined;
const results = new Map<Configuration, Synthesized>();
/** cfn-lint errors by template file, from one cfn-lint run over every template (its start-up is most of its time). */
const lintErrors = new Map<string, string[]>();

beforeAll(async () => {
  for (const configuration of CONFIGURATIONS) results.set(configuration, synthesize(configuration));
  cfnLint = await cfnLintVersion();
  if (!cfnLint) {
    console.warn(
      '\n!!! cfn-lint is NOT installed: the CloudFormation lint of the synthesized templates is SKIPPED. ' +
        'Install it with `pip install cfn-lint==1.51.0` (CI has it).\n',
    );
    return;
  }
  const files = [...templates.keys()];
  for (const file of files) lintErrors.set(file, []);
  for (const error of await cfnLintErrors(files, ANY_REGION)) lintErrors.get(error.file)!.push(error.text);
}, 240_000);

describe.each(CONFIGURATIONS)('synth: $name', (configuration) => {
  it('synthesizes with cdk-nag registered, with no unacknowledged finding', () => {
    const { error, nag } = results.get(configuration)!;
    expect(error === undefined ? undefined : String(error)).toBeUndefined();
    expect(nag, 'cdk-nag ran in the synth').toBeDefined();
    expect(nag!.violations.map((v) => `${v.ruleName} ${v.violatingResources.map((r) => r.constructPath)}`)).toEqual([]);
  });

  it('gives every acknowledgement a real reason, and acknowledges only the known rules', () => {
    const acks = acknowledgements(results.get(configuration)!.app);
    for (const { path, id, reason } of acks) {
      expect(ACKNOWLEDGED_RULES, `${path} ${id}`).toContain(id.replace(/^\w+::/, '').replace(/\[.*$/, ''));
      expect(reason.length, `${path} ${id}`).toBeGreaterThan(60);
    }
  });

  it('grants on "*" only the actions IAM cannot scope (X-Ray writes, the stream listing)', () => {
    const { files } = results.get(configuration)!;
    const unscoped = files.flatMap((file) =>
      Object.values(templateOf(file).Resources)
        .filter((r) => r.Type === 'AWS::IAM::Policy')
        .flatMap((r) => (r.Properties as PolicyProperties).PolicyDocument.Statement)
        .filter((st) => JSON.stringify(st.Resource) === '"*"')
        .flatMap((st) => st.Action),
    );
    expect(new Set(unscoped)).toEqual(
      new Set([
        'dynamodb:ListStreams',
        ...(configuration.context.tracing === 'true' ? ['xray:PutTraceSegments', 'xray:PutTelemetryRecords'] : []),
      ]),
    );
  });

  it('has no cfn-lint error', ({ skip }) => {
    if (!cfnLint) skip('cfn-lint is not installed');
    const { files } = results.get(configuration)!;
    expect(files).toHaveLength(2);
    expect(files.flatMap((file) => lintErrors.get(file) ?? [])).toEqual([]);
  });
});

/** The stateless template of the configuration named `name`. */
const statelessOf = (name: string): CfnTemplate => {
  const configuration = CONFIGURATIONS.find((c) => c.name === name)!;
  return templateOf(results.get(configuration)!.files.find((file) => /Stateless-/.test(file))!);
};
/** Layers of the handlers (CDK's own upload function, `Custom*`, brings the AWS CLI layer). */
const layersOf = (template: CfnTemplate): unknown[] =>
  Object.entries(template.Resources)
    .filter(([id, r]) => r.Type === 'AWS::Lambda::Function' && !id.startsWith('Custom'))
    .map(([, r]) => r)
    .flatMap((r) => (r.Properties as { Layers?: unknown[] }).Layers ?? []);

describe('the Parameters and Secrets extension layer (OAuth client ids set)', () => {
  it('is refused by a CloudFormation rule, before any change, in a region the template has no layer for', () => {
    const template = statelessOf('OAuth client ids set');
    const rule = JSON.stringify(template.Rules?.ParamsAndSecretsLayerRegion);
    expect(rule).toContain('"Fn::Contains"');
    expect(rule).toContain('"us-east-1"');
    expect(rule).not.toContain('"eu-central-2"');
    expect(rule).toContain('-c paramsAndSecretsLayerArn=');
    expect(statelessOf('default').Rules?.ParamsAndSecretsLayerRegion).toBeUndefined();
  });

  it("uses the deployer's layer ARN where given, and CDK's ARN as a literal in a region it knows", () => {
    expect(new Set(layersOf(statelessOf('prod-like in eu-central-2 with its layer ARN')))).toEqual(
      new Set([layerArn('eu-central-2')]),
    );
    const usEast = layersOf(statelessOf('prod-like in us-east-1'));
    expect(usEast).toHaveLength(2);
    for (const layer of usEast)
      expect(layer).toMatch(/^arn:aws:lambda:us-east-1:\d{12}:layer:AWS-Parameters-and-Secrets/);
  });

  it('fails the synth naming the region and the way out when neither knows the layer', () => {
    expect(() => build({ ...OAUTH, region: 'ap-northeast-3' })).toThrow(
      /ap-northeast-3.*-c paramsAndSecretsLayerArn=<that ARN>, or deploy without OAuth client ids/,
    );
    expect(() => build({ ...OAUTH, region: 'eu-central-2', paramsAndSecretsLayerArn: layerArn('eu-west-1') })).toThrow(
      'context paramsAndSecretsLayerArn is a layer of eu-west-1, but the stacks deploy to eu-central-2',
    );
  });
});

describe('names', () => {
  it('names the dashboard (account-wide names) after the stage and the region', () => {
    const dashboardName = (name: string) =>
      Object.values(statelessOf(name).Resources).find((r) => r.Type === 'AWS::CloudWatch::Dashboard')!.Properties;
    expect(dashboardName('prod-like in eu-central-2 with its layer ARN')).toMatchObject({
      DashboardName: 'Formbase-prod-eu-central-2',
    });
    expect(dashboardName('prod-like in us-east-1')).toMatchObject({ DashboardName: 'Formbase-prod-us-east-1' });
  });
});

describe('synth warnings', () => {
  const warningsOf = (name: string) => {
    const { app } = results.get(CONFIGURATIONS.find((c) => c.name === name)!)!;
    return app.node
      .findAll()
      .flatMap((c) => c.node.metadata)
      .filter((m) => m.type === 'aws:cdk:warning')
      .map((m) => String(m.data));
  };

  it('says the alarms notify nobody unless an alarm e-mail is given', () => {
    expect(warningsOf('default').join('\n')).toMatch(/No -c alarmEmail=\.\.\. given: the alarms .* notify nobody/);
    expect(warningsOf('alarm e-mail set').join('\n')).not.toMatch(/alarmEmail/);
    expect(warningsOf('prod-like').join('\n')).not.toMatch(/alarmEmail|mailFrom/);
  });
});
