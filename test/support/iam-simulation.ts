import { getGrantReasons, runSimulation, type Simulation } from '@cloud-copilot/iam-simulate';
import {
  LOCAL_ACCOUNT,
  LOCAL_REGION,
  resolveValue,
  type CloudAssembly,
  type LocalTargets,
  type SynthesizedFunction,
} from '@local/synth.js';
import type { AwsCall } from './aws-call-recorder.js';

/**
 * The AWS calls of the synthesized functions evaluated against their synthesized roles with
 * `@cloud-copilot/iam-simulate`: every call must be allowed, and what each role grants but no call used is reported.
 */

interface Statement {
  Sid?: string;
  Effect: 'Allow' | 'Deny';
  Action: string | string[];
  Resource: string | string[];
  Condition?: Record<string, unknown>;
}
interface RolePolicy {
  name: string;
  policy: { Version: string; Statement: Statement[] };
}

const list = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/**
 * A function's role policies from the stateless template, their resources resolved to the local ARNs (the same
 * resolution the functions' environments get). A resource without a local counterpart stays visibly unresolved.
 */
export function rolePolicies(assembly: CloudAssembly, fn: SynthesizedFunction, local: LocalTargets): RolePolicy[] {
  const role = assembly.stateless.Resources[fn.roleLogicalId]!;
  if (list(role.Properties?.ManagedPolicyArns).length || list(role.Properties?.Policies).length)
    throw new Error(`${fn.name}: the role has policies outside AWS::IAM::Policy, which this simulation does not read`);
  return Object.entries(assembly.stateless.Resources)
    .filter(([, r]) => r.Type === 'AWS::IAM::Policy')
    .filter(([, r]) =>
      list(r.Properties?.Roles as object[]).some((ref) => JSON.stringify(ref).includes(`"${fn.roleLogicalId}"`)),
    )
    .map(([name, r]) => {
      const document = r.Properties!.PolicyDocument as { Version: string; Statement: Statement[] };
      const Statement = document.Statement.map((statement) => ({
        ...statement,
        Resource: list(statement.Resource as unknown).map(
          (resource) => resolveValue(resource, assembly, local) ?? `arn:unresolved:${JSON.stringify(resource)}`,
        ),
      }));
      return { name, policy: { Version: document.Version, Statement } };
    });
}

/**
 * What Lambda does with the function's role on its behalf: writes its logs, polls its queues and stream, sends
 * failed events to their on-failure queues, sends traces.
 */
export function platformCalls(assembly: CloudAssembly, fn: SynthesizedFunction, local: LocalTargets): AwsCall[] {
  const resources = assembly.stateless.Resources;
  const props = resources[fn.logicalId]!.Properties as {
    LoggingConfig?: { LogGroup?: unknown };
    TracingConfig?: { Mode?: string };
  };
  const calls: AwsCall[] = [];
  const add = (action: string, resource: string | undefined, request: string) =>
    calls.push({ fn: fn.name, action, resources: [resource ?? 'arn:unresolved'], request });
  const logGroup = resolveValue(props.LoggingConfig?.LogGroup, assembly, local);
  for (const action of ['logs:CreateLogStream', 'logs:PutLogEvents'])
    add(action, `arn:aws:logs:${LOCAL_REGION}:${LOCAL_ACCOUNT}:log-group:${logGroup}:log-stream:local`, 'Lambda logs');
  if (props.TracingConfig?.Mode === 'Active')
    for (const action of ['xray:PutTraceSegments', 'xray:PutTelemetryRecords']) add(action, '*', 'Lambda traces');
  const invokes = (r: { Properties?: Record<string, unknown> }) =>
    JSON.stringify(r.Properties?.FunctionName) === JSON.stringify({ Ref: fn.logicalId });
  for (const r of Object.values(resources).filter(invokes)) {
    const onFailure = (r.Properties?.DestinationConfig as { OnFailure?: { Destination: unknown } } | undefined)
      ?.OnFailure?.Destination;
    if (onFailure) add('sqs:SendMessage', resolveValue(onFailure, assembly, local), 'Lambda on-failure destination');
    if (r.Type !== 'AWS::Lambda::EventSourceMapping') continue;
    const source = resolveValue(r.Properties!.EventSourceArn, assembly, local);
    const poll = source?.includes(':sqs:')
      ? ['sqs:ReceiveMessage', 'sqs:DeleteMessage', 'sqs:GetQueueAttributes']
      : ['dynamodb:DescribeStream', 'dynamodb:GetRecords', 'dynamodb:GetShardIterator'];
    for (const action of poll) add(action, source, 'Lambda event source mapping');
    if (!source?.includes(':sqs:')) add('dynamodb:ListStreams', '*', 'Lambda event source mapping');
  }
  return calls;
}

export interface IamFinding {
  fn: string;
  action: string;
  resource: string;
  request: string;
  result: string;
}

export interface IamReport {
  /** Calls a role does not allow. */
  denied: IamFinding[];
  /** Per function, `action on resources` each distinct call made. */
  calls: Record<string, string[]>;
  /** Per function, `action (statement)` its role grants that no call used. */
  unused: Record<string, string[]>;
}

const PRINCIPAL = (fn: string) => `arn:aws:iam::${LOCAL_ACCOUNT}:role/${fn}`;

/** Evaluates each distinct call (action × resource) against its function's policies. */
export async function simulateCalls(policiesOf: Record<string, RolePolicy[]>, calls: AwsCall[]): Promise<IamReport> {
  const report: IamReport = { denied: [], calls: {}, unused: {} };
  const used = new Set<string>();
  const seen = new Set<string>();
  for (const call of calls) {
    for (const resource of call.resources) {
      const key = `${call.fn} ${call.action} ${resource}`;
      if (seen.has(key)) continue;
      seen.add(key);
      (report.calls[call.fn] ??= []).push(`${call.action} ${resource}`);
      const simulation: Simulation = {
        identityPolicies: policiesOf[call.fn] ?? [],
        serviceControlPolicies: [],
        resourceControlPolicies: [],
        resourcePolicy: undefined,
        request: {
          principal: PRINCIPAL(call.fn),
          action: call.action,
          resource: { resource, accountId: LOCAL_ACCOUNT },
          contextVariables: {},
        },
      } as Simulation;
      const outcome = await runSimulation(simulation, {});
      const finding = { fn: call.fn, action: call.action, resource, request: call.request };
      if (outcome.resultType === 'error') {
        report.denied.push({ ...finding, result: `not simulated: ${JSON.stringify(outcome.errors)}` });
      } else if (outcome.overallResult !== 'Allowed') {
        report.denied.push({ ...finding, result: outcome.overallResult });
      } else if (outcome.resultType === 'single') {
        for (const grant of getGrantReasons(outcome.result.analysis))
          if (grant.policyType === 'identity')
            used.add(`${call.fn} ${grant.policyIdentifier} ${grant.statementIndex} ${call.action}`);
      }
    }
  }
  for (const [fn, policies] of Object.entries(policiesOf)) {
    report.unused[fn] = policies.flatMap(({ name, policy }) =>
      policy.Statement.flatMap((statement, i) =>
        list(statement.Action)
          .filter((action) => statement.Effect === 'Allow' && !used.has(`${fn} ${name} ${i + 1} ${action}`))
          .map((action) => `${action} (${statement.Sid ?? list(statement.Resource).join(', ')})`),
      ),
    );
  }
  return report;
}

/** The report as text: each function's calls, then what its role grants unused. */
export function formatIamReport(report: IamReport): string {
  return Object.keys(report.unused)
    .sort()
    .map(
      (fn) =>
        `${fn}\n  calls:\n${(report.calls[fn] ?? []).map((c) => `    ${c}`).join('\n')}\n` +
        `  granted, never used:\n${report.unused[fn]!.map((u) => `    ${u}`).join('\n')}`,
    )
    .join('\n');
}
