import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** Lints one import at a path of the tree with the project's own ESLint config; the import rule's messages only. */
async function importErrors(file: string, specifier: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: process.cwd() });
  const code = `import { value } from '${specifier}';\nexport const used = value;\n`;
  const [result] = await eslint.lintText(code, { filePath: file });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('layering rules (DESIGN.md "Dependencies point one way") fail the lint', () => {
  it.each([
    ['shared/domain/probe.ts', '@aws-sdk/client-dynamodb', 'no AWS SDK'],
    ['shared/domain/email/probe.ts', '@aws-sdk/lib-dynamodb', 'no AWS SDK'],
    ['shared/domain/probe.ts', '@shared/http/errors.js', 'speak HTTP'],
    ['shared/domain/probe.ts', '@shared/adapters/dynamo/forms.js', 'never imports adapters'],
    ['shared/domain/probe.ts', '../adapters/dynamo/forms.js', 'never imports adapters'],
    ['shared/domain/probe.ts', 'aws-cdk-lib', 'CDK'],
    ['shared/adapters/dynamo/probe.ts', '@shared/http/errors.js', 'speak HTTP'],
    ['shared/adapters/probe.ts', '@services/api/deps.js', 'never imports a service'],
    ['services/ingest/probe.ts', '@services/api/deps.js', 'never import each other'],
    ['services/ingest/use-cases/probe.ts', '@services/api/deps.js', 'never import each other'],
    ['services/ingest/handlers/probe.ts', '../../delivery/messages.js', 'never import each other'],
    ['services/delivery/probe.ts', '@services/exports/app.js', 'never import each other'],
    ['services/api/use-cases/probe.ts', '@shared/adapters/dynamo/forms.js', 'over ports'],
    ['services/api/use-cases/probe.ts', '@shared/http/errors.js', 'speak HTTP'],
    ['services/exports/handlers/probe.ts', '@local/app.js', 'runs locally'],
  ])('%s importing %s', async (file, specifier, reason) => {
    const errors = await importErrors(file, specifier);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(reason);
  });

  it.each([
    ['shared/domain/probe.ts', '@shared/domain/ids.js'],
    ['shared/domain/probe.ts', 'zod'],
    ['shared/adapters/dynamo/probe.ts', '@aws-sdk/lib-dynamodb'],
    ['shared/adapters/probe.ts', '@shared/observability/log.js'],
    ['services/ingest/probe.ts', '@services/ingest/deps.js'],
    ['services/ingest/handlers/probe.ts', '@shared/http/errors.js'],
    ['services/ingest/use-cases/probe.ts', '@shared/observability/log.js'],
    ['local/probe.ts', '@services/api/deps.js'],
  ])('%s may import %s', async (file, specifier) => {
    expect(await importErrors(file, specifier)).toEqual([]);
  });
});

describe('runtime code reads its environment through shared/config.ts only', () => {
  const envErrors = async (file: string, code: string) => {
    const [result] = await new ESLint({ cwd: process.cwd() }).lintText(code, { filePath: file });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
  };

  it.each([
    ['shared/adapters/probe.ts', 'export const port = process.env.PORT;'],
    ['services/ingest/probe.ts', "export const port = process.env['PORT'];"],
    ['services/api/handlers/probe.ts', 'export const { PORT } = process.env;'],
    ['shared/probe.ts', 'export const read = (env = process.env) => env.PORT;'],
  ])('%s: %s fails', async (file, code) => {
    expect(await envErrors(file, code)).toEqual([expect.stringContaining('@shared/config.js')]);
  });

  it.each([
    ['shared/config.ts', 'export const port = process.env.PORT;'],
    ['shared/infra/probe.ts', "export const traced = process.env.FORMBASE_TRACING === 'on';"],
  ])('%s: %s passes', async (file, code) => {
    expect(await envErrors(file, code)).toEqual([]);
  });
});
