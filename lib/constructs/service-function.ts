import { join } from 'node:path';
import { RemovalPolicy, Validations, type Duration } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { acknowledgeUnscopedActions, XRAY_WRITE_REASON } from './unscoped-actions.js';
import { cdkBundling, PROJECT_ROOT, type FunctionBundling } from '../bundling.js';

export interface ServiceFunctionProps {
  /** Handler module relative to the repository root, e.g. `services/ingest/handlers/submit.ts` (exports `handler`). */
  readonly entry: string;
  readonly description: string;
  readonly memorySize: number;
  readonly timeout: Duration;
  readonly environment: Readonly<Record<string, string>>;
  /** What this function adds to the common bundle (lazy packages, data files): `lib/bundling.ts`. */
  readonly bundling?: FunctionBundling;
  /** X-Ray active tracing of the invocations. */
  readonly tracing?: boolean;
  /** The AWS Parameters and Secrets Lambda Extension, for a function that reads SSM parameters. */
  readonly paramsAndSecrets?: lambda.ParamsAndSecretsLayerVersion;
  /** What Lambda passes on to the log group: `functionLogging`. */
  readonly logging: FunctionLogging;
}

/** The log-level filters of a function's Lambda logging configuration (JSON format). */
export interface FunctionLogging {
  readonly applicationLogLevel: lambda.ApplicationLogLevel;
  readonly systemLogLevel: lambda.SystemLogLevel;
}

/**
 * Lambda's logging configuration for the deployment's observability settings. Lambda's own lines (START, END,
 * REPORT: ~320 B an invocation, as much as ingest's request line) are left out at the default WARN: durations,
 * errors, timeouts and throttles are Lambda's CloudWatch metrics, which the dashboard and alarms read. The
 * application filter never drops a line the functions print: EMF lines carry no level (Lambda files them as INFO),
 * so it stays at INFO, or DEBUG when the functions print DEBUG lines (`logLevel=DEBUG` or a debug sample rate); the
 * functions filter their own lines by `POWERTOOLS_LOG_LEVEL`.
 */
export function functionLogging(observability: {
  readonly logLevel: string;
  readonly debugSampleRate: number;
  readonly systemLogLevel: string;
}): FunctionLogging {
  const debug = observability.logLevel === 'DEBUG' || observability.debugSampleRate > 0;
  return {
    applicationLogLevel: debug ? lambda.ApplicationLogLevel.DEBUG : lambda.ApplicationLogLevel.INFO,
    systemLogLevel: observability.systemLogLevel as lambda.SystemLogLevel,
  };
}

/** `services/<name>/…` → `<name>`: the `service` of log lines and the dimension of business metrics. */
export const serviceNameOf = (entry: string): string => /^services\/([^/]+)\//.exec(entry)?.[1] ?? 'formbase';

/**
 * A handler as a Lambda function with its own role and log group (retention one month) and nothing else:
 * the role starts with permission to write to that log group only, and the stack adds exactly what the handler
 * needs through `grantAccess` (./access.ts). No AWS managed policy is attached.
 */
export class ServiceFunction extends Construct {
  readonly function: NodejsFunction;
  readonly role: iam.Role;

  constructor(scope: Construct, id: string, props: ServiceFunctionProps) {
    super(scope, id);
    const logGroup = new logs.LogGroup(this, 'Logs', {
      retention: logs.RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `${props.description} (${props.entry})`,
    });
    logGroup.grantWrite(this.role);

    this.function = new NodejsFunction(this, 'Function', {
      entry: join(PROJECT_ROOT, props.entry),
      handler: 'handler',
      projectRoot: PROJECT_ROOT,
      depsLockFilePath: join(PROJECT_ROOT, 'package-lock.json'),
      description: props.description,
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.ARM_64,
      memorySize: props.memorySize,
      timeout: props.timeout,
      role: this.role,
      logGroup,
      loggingFormat: lambda.LoggingFormat.JSON,
      applicationLogLevelV2: props.logging.applicationLogLevel,
      systemLogLevelV2: props.logging.systemLogLevel,
      environment: {
        ...props.environment,
        POWERTOOLS_SERVICE_NAME: serviceNameOf(props.entry),
        NODE_OPTIONS: '--enable-source-maps',
      },
      tracing: props.tracing ? lambda.Tracing.ACTIVE : lambda.Tracing.DISABLED,
      paramsAndSecrets: props.paramsAndSecrets,
      bundling: cdkBundling(props.bundling, { tracing: props.tracing }),
    });
    if (props.tracing) acknowledgeUnscopedActions(this.role, XRAY_WRITE_REASON);
    Validations.of(this.function).acknowledge({
      id: 'AwsSolutions-L1',
      reason:
        'Node.js 22 is the chosen Lambda runtime (LTS, supported by Lambda and the AWS SDK v3 well after Node 20). A ' +
        'newer major is a deliberate upgrade that goes through the whole test suite, not something a linter flips.',
    });
  }
}
