import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Seconds each file took in a full run (`npm run test:durations` rewrites it from the last run's results). */
export const DURATIONS_FILE = new URL('../file-durations.json', import.meta.url);

/** A file the table does not list yet (a new one) runs first, as vitest runs files it has no time for. */
const UNKNOWN = Number.MAX_SAFE_INTEGER;

/**
 * The longest files first. Two workers share the run: a long file started last keeps one busy while the other has
 * nothing left, so the run ends when that file does. Vitest orders by its own record of the last run, which a fresh
 * clone (CI) does not have: there it runs the largest files first, and a small file that runs long (a shared suite
 * called with other arguments, a model training) comes last. The isolated project's files stay before the shared
 * ones: vitest keeps a shared worker for the next file only when that file is a shared one too.
 */
export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const durations = JSON.parse(readFileSync(DURATIONS_FILE, 'utf8')) as Record<string, number>;
    const root = this.ctx.config.root;
    const seconds = (spec: TestSpecification) => durations[relative(root, spec.moduleId)] ?? UNKNOWN;
    const shared = (spec: TestSpecification) => (spec.project.config.isolate === false ? 1 : 0);
    return [...files].sort((a, b) => shared(a) - shared(b) || seconds(b) - seconds(a));
  }
}
