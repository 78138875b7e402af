import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The folders whose TypeScript runs in production, locally or in a benchmark (tests excluded). */
export const RUNTIME_ROOTS = ['services', 'shared', 'local', 'lib', 'bin', 'scripts', 'bench', 'packages/cli/src'];

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every runtime TypeScript file, relative to the repository root. */
export const runtimeSourceFiles = (): string[] => RUNTIME_ROOTS.flatMap(walk);

/** A file's code with its comments blanked (`/* … *\/` and `// …` outside strings), lines kept in place. */
export function codeOf(file: string): string {
  return readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

/** The lines of runtime code (file:line: text) matching `pattern`, except in the files `allowed`. */
export function runtimeLinesMatching(pattern: RegExp, allowed: readonly string[]): string[] {
  return runtimeSourceFiles()
    .filter((file) => !allowed.includes(file))
    .flatMap((file) =>
      codeOf(file)
        .split('\n')
        .flatMap((line, i) => (pattern.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
}
