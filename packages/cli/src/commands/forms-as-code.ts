import { writeFileSync } from 'node:fs';
import { stringify } from 'yaml';
import type { FormbaseClient } from '@formbase/client';
import { CliError, EXIT } from '../errors.js';
import type { Output } from '../output.js';
import { loadFormsFile } from '../forms-file/load.js';
import { buildPlan, type RunContext, type Step } from '../forms-file/plan.js';
import { pullForms } from '../forms-file/pull.js';
import { formsFileJsonSchema } from '../forms-file/schema.js';

interface PlanOptions {
  file: string;
  prune: boolean;
  env: NodeJS.ProcessEnv;
}

const SIGN = { create: '+', update: '~', delete: '-' } as const;
const show = (value: unknown) => JSON.stringify(value);

function describeSteps(steps: Step[]): string {
  if (steps.length === 0) return 'No changes: the service matches the file.';
  const lines: string[] = [];
  for (const s of steps) {
    const verb = s.target === 'form' && s.action === 'delete' ? 'trash' : s.action;
    lines.push(`${SIGN[s.action]} ${verb} ${s.target} (${s.form})`);
    for (const c of s.changes) {
      if (!('from' in c)) lines.push(`    ${c.path}: ${show(c.to)}`);
      else if (!('to' in c)) lines.push(`    ${c.path}: ${show(c.from)} (removed)`);
      else lines.push(`    ${c.path}: ${show(c.from)} → ${show(c.to)}`);
    }
  }
  const count = (a: Step['action']) => steps.filter((s) => s.action === a).length;
  lines.push(`Plan: ${count('create')} to create, ${count('update')} to update, ${count('delete')} to remove.`);
  return lines.join('\n');
}

const stepJson = ({ form, action, target, changes }: Step) => ({ form, action, target, changes });

/** Every secret the steps will send must be set before anything changes. */
function checkSecrets(steps: Step[], env: NodeJS.ProcessEnv): void {
  const missing = steps.flatMap((s) => s.secrets).filter((s) => !env[s.name]);
  if (missing.length > 0) {
    const lines = missing.map((s) => `${s.path}: environment variable ${s.name} is not set`);
    throw new CliError(`missing secrets, nothing was changed:\n${lines.join('\n')}`, EXIT.invalidFile);
  }
}

async function planFor(client: FormbaseClient, options: PlanOptions, out: Output): Promise<Step[]> {
  const file = loadFormsFile(options.file);
  out.progress(`Reading ${file.forms.length} forms from the service…`);
  const steps = await buildPlan(client, file, { prune: options.prune });
  checkSecrets(steps, options.env);
  return steps;
}

/** `formbase plan <file> [--prune]`: prints what apply would change; changes nothing. Returns the step count. */
export async function plan(client: FormbaseClient, options: PlanOptions, out: Output): Promise<number> {
  const steps = await planFor(client, options, out);
  out.result({ changes: steps.map(stepJson) }, () => describeSteps(steps));
  return steps.length;
}

/**
 * `formbase apply <file> [--prune]`: runs the plan's steps in order. A second apply of the same file plans nothing.
 * When a step fails the error says which; the steps before it stay applied and a re-run continues from there.
 */
export async function apply(client: FormbaseClient, options: PlanOptions, out: Output): Promise<void> {
  const steps = await planFor(client, options, out);
  const ctx: RunContext = { client, env: options.env, formIds: new Map(), createdSecrets: [] };
  const done: Step[] = [];
  for (const step of steps) {
    try {
      await step.run(ctx);
    } catch (error) {
      out.warn(
        `applied ${done.length} of ${steps.length} changes; failed at: ${step.action} ${step.target} (${step.form})`,
      );
      throw error;
    }
    done.push(step);
    out.progress(`${SIGN[step.action]} ${step.action} ${step.target} (${step.form}) ✓`);
  }
  out.result({ applied: done.map(stepJson), webhook_secrets: ctx.createdSecrets }, () => {
    const lines = [
      steps.length === 0 ? 'No changes: the service matches the file.' : `Applied ${done.length} changes.`,
    ];
    for (const s of ctx.createdSecrets) {
      lines.push(`New webhook ${s.url} (${s.form}) signing secret, shown only now: ${s.secret}`);
    }
    return lines.join('\n');
  });
}

/** `formbase pull [--output file]`: the current forms (those with an external_key) as a file apply accepts. */
export async function pull(
  client: FormbaseClient,
  options: { output?: string },
  out: Output,
  stdout: NodeJS.WritableStream,
): Promise<void> {
  const { file, skipped } = await pullForms(client);
  if (skipped > 0) out.progress(`${skipped} forms without external_key left out (set one to manage them as code).`);
  const asJson = options.output ? options.output.endsWith('.json') : out.json;
  const text = asJson
    ? `${JSON.stringify(file, null, 2)}\n`
    : `# formbase pull: apply with \`formbase apply <this file>\`. Secrets are \${ENV_VAR} references.\n${stringify(file)}`;
  if (options.output) {
    writeFileSync(options.output, text);
    out.progress(`Wrote ${file.forms.length} forms to ${options.output}.`);
  } else {
    stdout.write(text);
  }
}

export const schema = (): string => formsFileJsonSchema().trimEnd();
