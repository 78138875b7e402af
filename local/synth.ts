import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Context } from 'aws-lambda';
import { App } from 'aws-cdk-lib';
import { addFormbaseStacks } from '@lib/app.js';
import { FUNCTION_NAMES, FUNCTIONS, type FunctionName } from '@shared/infra/functions.js';
import { QUEUE_URL_FIELDS, type AppConfig } from '@shared/config.js';
import type { AnyHandler } from './functions.js';

/**
 * `npm start -- --synth`: the functions as they ship. The app is synthesized into a cloud assembly (`cdk.out`, the
 * Lambda bundles built by CDK's own esbuild bundling), each function's bundle is loaded from its asset directory in
 * a worker thread of its own with the environment its template gives it, and CloudFormation's references in that
 * environment (imports of the stateful stack's table, bucket and queues, the configuration set, the API's endpoint,
 * the dashboard's domain) are resolved to the local stand-ins.
 */

/** A function of the synthesized stateless stack: its bundle and its environment as the template has it. */
export interface SynthesizedFunction {
  name: FunctionName;
  /** The asset directory (`index.mjs` and what its bundling copied beside it). */
  dir: string;
  environment: Record<string, unknown>;
  /** Logical id of its execution role in the stateless template. */
  roleLogicalId: string;
  /** Logical id of the function itself in the stateless template. */
  logicalId: string;
}

export interface CloudAssembly {
  dir: string;
  stateful: Template;
  stateless: Template;
  functions: SynthesizedFunction[];
}

export type Template = { Resources: Record<string, Resource>; Outputs?: Record<string, Output> };
export type Resource = { Type: string; Properties?: Record<string, unknown>; Metadata?: Record<string, string> };
type Output = { Value: unknown; Export?: { Name: string } };

const CDK_JSON_CONTEXT = (
  JSON.parse(readFileSync(new URL('../cdk.json', import.meta.url), 'utf8')) as { context?: Record<string, unknown> }
).context;

/** Synthesizes the app with `context` (the deployer's `-c key=value`) into `dir`, bundling every function. */
export function synthesizeAssembly(context: Record<string, string>, dir: string): CloudAssembly {
  mkdirSync(dir, { recursive: true });
  // The dashboard's files are uploaded by the stack, not run here: an empty directory spares the Vite build.
  const dashboardAssets = mkdtempSync(join(tmpdir(), 'formbase-no-dashboard-'));
  const app = new App({
    outdir: dir,
    context: {
      ...CDK_JSON_CONTEXT,
      dashboardAssets,
      ...context,
      // What the CDK CLI asks for: each resource's construct path and asset path, by which the bundles are found.
      'aws:cdk:enable-path-metadata': true,
      'aws:cdk:enable-asset-metadata': true,
    },
    // The assembly is run here, not deployed: CDK's template validation (warnings only, ~10 s of CPU to start its
    // engine) runs on `cdk synth`; the infra tests lint the templates with cfn-lint.
    builtinCloudFormationValidation: false,
  });
  const { stateful, stateless } = addFormbaseStacks(app);
  app.synth();
  return readAssembly(dir, stateful.stackName, stateless.stackName);
}

/** Reads a synthesized assembly: both templates and each function's bundle and environment. */
export function readAssembly(dir: string, statefulName: string, statelessName: string): CloudAssembly {
  const read = (name: string) => JSON.parse(readFileSync(join(dir, `${name}.template.json`), 'utf8')) as Template;
  const stateless = read(statelessName);
  const byId = new Map(FUNCTION_NAMES.map((name) => [FUNCTIONS[name].id as string, name]));
  const functions = Object.entries(stateless.Resources).flatMap(([logicalId, resource]) => {
    const path = resource.Metadata?.['aws:cdk:path']?.split('/');
    const name = path && path[2] === 'Function' ? byId.get(path[1]!) : undefined;
    if (resource.Type !== 'AWS::Lambda::Function' || !name) return [];
    const props = resource.Properties as { Environment: { Variables: Record<string, unknown> }; Role: unknown };
    const role = (props.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    return [
      {
        name,
        dir: join(dir, resource.Metadata!['aws:asset:path']!),
        environment: props.Environment.Variables,
        roleLogicalId: role,
        logicalId,
      },
    ];
  });
  return { dir, stateful: read(statefulName), stateless, functions };
}

/** Where the local deployment's resources are, to resolve the template's references against. */
export interface LocalTargets {
  tableName: string;
  bucketName: string;
  /** Every local queue URL (named `<prefix>-<queue name>`). */
  queueUrls: string[];
  baseUrl: string;
  configurationSet: string;
}

/** The account and region local ARNs name (the stand-ins' own). */
export const LOCAL_ACCOUNT = '000000000000';
export const LOCAL_REGION = 'us-east-1';

const PSEUDO_PARAMETERS: Record<string, string> = {
  'AWS::Partition': 'aws',
  'AWS::Region': LOCAL_REGION,
  'AWS::AccountId': LOCAL_ACCOUNT,
  'AWS::URLSuffix': 'amazonaws.com',
};

/** A resource's `Ref` or `Fn::GetAtt` as the local deployment has it; undefined where it has none. */
function localAttribute(resource: Resource, logicalId: string, attribute: string, local: LocalTargets) {
  const region = `${LOCAL_REGION}:${LOCAL_ACCOUNT}`;
  switch (resource.Type) {
    case 'AWS::DynamoDB::Table':
    case 'AWS::DynamoDB::GlobalTable': {
      const arn = `arn:aws:dynamodb:${region}:table/${local.tableName}`;
      return { Ref: local.tableName, Arn: arn, StreamArn: `${arn}/stream/local` }[attribute];
    }
    case 'AWS::S3::Bucket':
      return { Ref: local.bucketName, Arn: `arn:aws:s3:::${local.bucketName}` }[attribute];
    case 'AWS::SQS::Queue': {
      const name = String(resource.Properties?.QueueName).replace(/^[^-]+-[^-]+-/, '');
      // `delivery` also ends `email-delivery`: of the URLs ending in the name, the shortest is the queue's own.
      const url = local.queueUrls.filter((u) => u.endsWith(`-${name}`)).sort((a, b) => a.length - b.length)[0];
      const localName = url?.split('/').pop();
      return (
        url && { Ref: url, QueueUrl: url, QueueName: localName, Arn: `arn:aws:sqs:${region}:${localName}` }[attribute]
      );
    }
    case 'AWS::Logs::LogGroup':
      return attribute === 'Arn' ? `arn:aws:logs:${region}:log-group:${logicalId}:*` : logicalId;
    case 'AWS::SES::ConfigurationSet':
      return local.configurationSet;
    case 'AWS::ApiGatewayV2::Api':
      return local.baseUrl;
    case 'AWS::CloudFront::Distribution':
      return attribute === 'DomainName' ? new URL(local.baseUrl).host : undefined;
    default:
      return undefined;
  }
}

/**
 * One value of the template with its references resolved locally: `Fn::ImportValue` through the stateful stack's
 * exports, pseudo parameters, `Ref`/`Fn::GetAtt` of the table, bucket, queues, log groups, configuration set, HTTP
 * API and dashboard distribution (names, URLs and ARNs in the local account `LOCAL_ACCOUNT`), `Fn::Join`. An
 * https:// address of a local resource becomes http://. Undefined: no local counterpart (the KMS key: the local
 * stack seals with an AES key instead).
 */
export function resolveValue(value: unknown, assembly: CloudAssembly, local: LocalTargets): string | undefined {
  const resolve = (v: unknown, template: Template): string | undefined => {
    if (typeof v === 'string') return v;
    const token = v as Record<string, unknown>;
    if ('Fn::Join' in token) {
      const [separator, parts] = token['Fn::Join'] as [string, unknown[]];
      const resolved = parts.map((part) => resolve(part, template));
      return resolved.includes(undefined)
        ? undefined
        : resolved.join(separator).replace(/^https:\/\/localhost/, 'http://localhost');
    }
    if ('Fn::ImportValue' in token) {
      const exported = Object.values(assembly.stateful.Outputs ?? {}).find(
        (o) => o.Export?.Name === token['Fn::ImportValue'],
      );
      return exported ? resolve(exported.Value, assembly.stateful) : undefined;
    }
    const [logicalId, attribute] =
      'Ref' in token ? [token.Ref as string, 'Ref'] : (token['Fn::GetAtt'] as [string, string]);
    if (attribute === 'Ref' && logicalId in PSEUDO_PARAMETERS) return PSEUDO_PARAMETERS[logicalId];
    const resource = template.Resources[logicalId];
    return resource ? localAttribute(resource, logicalId, attribute, local) : undefined;
  };
  return resolve(value, assembly.stateless);
}

/** A function's environment from its template, resolved for the local deployment. */
export function resolvedEnvironment(
  fn: SynthesizedFunction,
  assembly: CloudAssembly,
  local: LocalTargets,
): Record<string, string> {
  const entries = Object.entries(fn.environment).map(([name, value]) => [name, resolveValue(value, assembly, local)]);
  return Object.fromEntries(entries.filter((entry): entry is [string, string] => entry[1] !== undefined));
}

/** A running bundle: invoked as Lambda invokes it, in its worker thread. */
export interface BundledFunction {
  handler: AnyHandler;
  stop(): Promise<void>;
}

/**
 * Starts a function's bundle in a worker thread whose `process.env` is `environment` (its template's, resolved,
 * plus what Lambda and the local stand-ins supply: region, credentials, endpoints). Its log lines go to `log`.
 */
export async function startBundledFunction(
  fn: SynthesizedFunction,
  environment: Record<string, string>,
  log: (line: string) => void = () => undefined,
): Promise<BundledFunction> {
  const worker = new Worker(new URL('./bundle-worker.mjs', import.meta.url), {
    env: environment,
    workerData: { file: join(fn.dir, 'index.mjs') },
    stdout: true,
  });
  worker.stdout.on('data', (chunk: Buffer) => log(chunk.toString()));
  const pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  let next = 0;
  await new Promise<void>((resolve, reject) => {
    worker.once('error', reject);
    worker.on('message', (message: { ready?: true; id?: number; result?: unknown; error?: string }) => {
      if (message.ready) return resolve();
      const call = pending.get(message.id!);
      pending.delete(message.id!);
      if (message.error !== undefined) call?.reject(new Error(`${fn.name}: ${message.error}`));
      else call?.resolve(message.result);
    });
  });
  const timeoutMs = FUNCTIONS[fn.name].timeoutSeconds * 1000;
  return {
    handler: (event: unknown, context: Context) =>
      new Promise((resolve, reject) => {
        const id = next++;
        pending.set(id, { resolve, reject });
        const { awsRequestId, functionVersion, memoryLimitInMB } = context ?? {};
        worker.postMessage({
          id,
          event,
          context: {
            awsRequestId: awsRequestId ?? `local-${id}`,
            functionName: fn.name,
            functionVersion,
            memoryLimitInMB,
            invokedFunctionArn: `arn:aws:lambda:us-east-1:000000000000:function:${fn.name}`,
            remainingMs: context?.getRemainingTimeInMillis?.() ?? timeoutMs,
          },
        });
      }),
    stop: () => worker.terminate().then(() => undefined),
  };
}

/** The variables Lambda and the local stand-ins supply beside the template's: region, credentials, endpoints. */
const LOCAL_RUNTIME = /^(AWS_REGION|AWS_ACCESS_KEY_ID|AWS_SECRET_ACCESS_KEY|AWS_ENDPOINT_URL_\w+|SDK_\w+_TIMEOUT_MS)$/;

/**
 * Every function of `assembly` started from its bundle for the local deployment `config` describes: what
 * `startLocalApp`'s `replaceHandlers` takes. Beside the template's environment each gets the local runtime's
 * (`LOCAL_RUNTIME` from this process, path-style S3 and loopback targets for the stand-ins and fakes, the AES key
 * that seals credentials where AWS has the KMS key), and `extra`. `endpointOf` sends all of a function's AWS requests
 * to one endpoint (tests record them there): every `AWS_ENDPOINT_URL_<SERVICE>` and the origin of its queue URLs.
 */
export async function startSynthesizedFunctions(
  assembly: CloudAssembly,
  local: LocalTargets,
  options: {
    extra?: (name: FunctionName) => Record<string, string>;
    endpointOf?: (name: FunctionName) => string;
    log?: (line: string) => void;
  } = {},
): Promise<{ handlers: Partial<Record<FunctionName, AnyHandler>>; stop(): Promise<void> }> {
  const runtime = Object.fromEntries(
    Object.entries(process.env).filter(
      (entry): entry is [string, string] => LOCAL_RUNTIME.test(entry[0]) && !!entry[1],
    ),
  );
  const started = await Promise.all(
    assembly.functions.map(async (fn) => {
      const environment = {
        ...runtime,
        S3_FORCE_PATH_STYLE: 'true',
        ALLOW_LOOPBACK_TARGETS: 'true',
        POWERTOOLS_METRICS_DISABLED: 'true',
        CREDENTIALS_LOCAL_KEY: LOCAL_SEALING_KEY,
        ...throughEndpoint(resolvedEnvironment(fn, assembly, local), options.endpointOf?.(fn.name)),
        ...options.extra?.(fn.name),
      };
      return [fn.name, await startBundledFunction(fn, environment, options.log)] as const;
    }),
  );
  return {
    handlers: Object.fromEntries(started.map(([name, fn]) => [name, fn.handler])),
    stop: async () => {
      await Promise.all(started.map(([, fn]) => fn.stop()));
    },
  };
}

/** The services whose standard endpoint variables `throughEndpoint` sets. */
const ENDPOINT_SERVICES = ['DYNAMODB', 'SQS', 'S3', 'SESV2', 'KMS'];

/** `environment` with every AWS service and every queue URL's origin at `endpoint` (unchanged without one). */
function throughEndpoint(environment: Record<string, string>, endpoint: string | undefined): Record<string, string> {
  if (!endpoint) return environment;
  const queues = new URL(process.env.AWS_ENDPOINT_URL_SQS ?? 'http://unset').origin;
  return {
    ...Object.fromEntries(
      Object.entries(environment).map(([name, value]) => [
        name,
        value.startsWith(`${queues}/`) ? endpoint + value.slice(queues.length) : value,
      ]),
    ),
    ...Object.fromEntries(ENDPOINT_SERVICES.map((service) => [`AWS_ENDPOINT_URL_${service}`, endpoint])),
  };
}

/** The AES-256 key the synthesized functions seal integration credentials with locally (no KMS stand-in). */
const LOCAL_SEALING_KEY = Buffer.alloc(32, 7).toString('base64');

/** The local deployment's resources as `resolveValue` needs them: its work queues, DLQs and failure queues. */
export const localTargets = (
  config: AppConfig,
  baseUrl: string,
  failureQueueUrls: Record<string, string>,
): LocalTargets => ({
  tableName: config.tableName,
  bucketName: config.bucketName,
  queueUrls: [
    ...Object.values(QUEUE_URL_FIELDS).flatMap((f) => [config[f.queue], config[f.dlq]]),
    ...Object.values(failureQueueUrls),
  ],
  baseUrl,
  configurationSet: 'formbase-local-feedback',
});
