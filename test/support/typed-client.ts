import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { renderClientTypes } from '../../scripts/client-types.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const GENERATED_DIR = join(root, 'test', 'generated');
const CLIENT_TSCONFIG = join(root, 'test', 'typed-client', 'tsconfig.json');

/** Writes the types of an OpenAPI document, as the client package generates them, to `test/generated/api.d.ts`. */
export async function writeClientTypes(document: unknown): Promise<string> {
  mkdirSync(GENERATED_DIR, { recursive: true });
  const file = join(GENERATED_DIR, 'api.d.ts');
  writeFileSync(file, await renderClientTypes(document));
  return file;
}

/** Type-checks files with the typed client's tsconfig; returns the compiler's messages (empty when clean). */
export function typeCheck(extraFiles: string[] = []): string[] {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    CLIENT_TSCONFIG,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error(`cannot read ${CLIENT_TSCONFIG}`);
  const program = ts.createProgram([...parsed.fileNames, ...extraFiles], parsed.options);
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const where = d.file
      ? `${relative(root, d.file.fileName)}:${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1} `
      : '';
    return where + ts.flattenDiagnosticMessageText(d.messageText, '\n');
  });
}
