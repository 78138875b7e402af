import { readFileSync } from 'node:fs';
import { App, Stack, type CfnElement } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type { IConstruct } from 'constructs';
import { addFormbaseStacks, type FormbaseStacks } from '@lib/app.js';

/** The feature flags and settings `cdk synth` reads from cdk.json, so tests build the same app the CLI does. */
const CDK_JSON_CONTEXT = (
  JSON.parse(readFileSync(new URL('../../cdk.json', import.meta.url), 'utf8')) as {
    context?: Record<string, unknown>;
  }
).context;

export interface SynthesizedApp extends FormbaseStacks {
  readonly app: App;
  readonly statefulTemplate: Template;
  readonly statelessTemplate: Template;
}

/** Builds the app in-process with `context` on top of cdk.json's, without synthesizing it. */
export function build(context: Record<string, unknown> = {}): FormbaseStacks & { readonly app: App } {
  // `aws:cdk:bundling-stacks` = [] is CDK's own switch to skip asset bundling: no esbuild run here,
  // `npx cdk synth` is what proves the handlers bundle. CDK's built-in template validation is off: it only warns
  // (its errors are downgraded without a context flag), costs ~10 s of CPU per process and ~1 s per synth, and the
  // matrix lints every documented configuration's templates with cfn-lint, which fails on an error.
  const app = new App({
    context: { ...CDK_JSON_CONTEXT, 'aws:cdk:bundling-stacks': [], ...context },
    builtinCloudFormationValidation: false,
  });
  return { ...addFormbaseStacks(app), app };
}

/** Synthesized apps by context, for the files that follow in the same worker (the shared project keeps modules). */
const synthesized = new Map<string, SynthesizedApp>();

/**
 * `build`, then the CloudFormation templates of both stacks. One synth per context and worker: the infra files read
 * the same apps (five of them the default one), so the result is shared; read it, never change it.
 */
export function synthesize(context: Record<string, unknown> = {}): SynthesizedApp {
  const key = JSON.stringify(context);
  const known = synthesized.get(key);
  if (known) return known;
  const built = build(context);
  const result = {
    ...built,
    statefulTemplate: Template.fromStack(built.stateful),
    statelessTemplate: Template.fromStack(built.stateless),
  };
  synthesized.set(key, result);
  return result;
}

/** An S3 bucket's `PublicAccessBlockConfiguration` with every public access blocked. */
export const ALL_PUBLIC_ACCESS_BLOCKED = {
  BlockPublicAcls: true,
  BlockPublicPolicy: true,
  IgnorePublicAcls: true,
  RestrictPublicBuckets: true,
} as const;

/** Logical id of a construct's CloudFormation resource (its default child, or the construct itself). */
export function logicalIdOf(construct: IConstruct): string {
  const element = (construct.node.defaultChild ?? construct) as CfnElement;
  return Stack.of(element).getLogicalId(element);
}

/** Logical id of a function's execution role, to find the policies attached to it. */
export function roleLogicalId(fn: lambda.IFunction): string {
  if (!fn.role) throw new Error(`${fn.node.path} has no role`);
  return logicalIdOf(fn.role);
}

interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
}

/** Every Allow statement of the identity policies attached to `fn`'s role. */
export function statementsOf(template: Template, fn: lambda.IFunction): Statement[] {
  const policies = template.findResources('AWS::IAM::Policy', {
    Properties: { Roles: [{ Ref: roleLogicalId(fn) }] },
  }) as Record<string, { Properties: { PolicyDocument: { Statement: Statement[] } } }>;
  return Object.values(policies).flatMap((p) => p.Properties.PolicyDocument.Statement);
}

/** The actions `fn` is allowed, flattened. */
export function actionsOf(template: Template, fn: lambda.IFunction): string[] {
  return statementsOf(template, fn).flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]));
}
