import { submissionKey } from './keys.js';
import {
  type ChangeOutcome,
  type ChangePlanner,
  type Submission,
  type SubmissionChange,
} from '@shared/domain/submission.js';
import { ConflictError } from '@shared/domain/errors.js';
import { batchGetSubmissions, stateIndexKeys, submissionFromItem } from './submission-items.js';
import type { Table } from './table.js';
import { updateOf, written } from './expressions.js';
import { writeAtomically, type WriteItem } from './transact.js';
import { numberAttr, stringAttr } from './attributes.js';

/** Submissions changed per transaction (TransactWriteItems takes 100 items). */
const CHUNK = 99;
/** Re-plans after losing a race before giving up (each round re-reads the chunk). */
const MAX_ROUNDS = 6;

interface Planned {
  before: Submission;
  version: number;
  after: Submission | null;
}

/** The attributes a change may set, under their stored names. */
const changeable = (s: Submission): [string, unknown][] => [
  ['status', s.status],
  ['starred', s.starred],
  ['read_at', s.readAt],
  ['deleted_at', s.deletedAt],
];

function changeWrite(p: Planned): WriteItem {
  const key = submissionKey(p.before.formId, p.before.id);
  const condition = { ConditionExpression: 'version = :v', ExpressionAttributeValues: { ':v': p.version } };
  if (p.after === null) return { Delete: { Key: key, ...condition } } satisfies WriteItem;
  const set = Object.fromEntries([...changeable(p.after), ...Object.entries(stateIndexKeys(p.after))]);
  return {
    Update: updateOf(
      key,
      { set, add: { version: 1 } },
      { expression: 'version = :v', ExpressionAttributeValues: { ':v': p.version } },
    ),
  } satisfies WriteItem;
}

const afterChange = (current: Submission, change: SubmissionChange): Submission | null =>
  change.kind === 'purge' ? null : { ...current, ...change.set };

/** Reads a chunk and plans each found submission; ids not found (or of another tenant) are reported as such. */
async function planChunk(table: Table, tenantId: string, formId: string, ids: readonly string[], plan: ChangePlanner) {
  const items = await batchGetSubmissions(table, formId, ids);
  const byId = new Map(items.filter((i) => i.tenant_id === tenantId).map((i) => [stringAttr(i, 'id'), i]));
  const planned: Planned[] = [];
  const skipped: ChangeOutcome[] = [];
  for (const id of ids) {
    const item = byId.get(id);
    if (!item) {
      skipped.push({ id, applied: false, current: null });
      continue;
    }
    const current = submissionFromItem(item);
    const change = plan(current);
    if (change === null) skipped.push({ id, applied: false, current });
    else planned.push({ before: current, version: numberAttr(item, 'version'), after: afterChange(current, change) });
  }
  return { planned, skipped };
}

async function applyChunk(table: Table, tenantId: string, formId: string, ids: readonly string[], plan: ChangePlanner) {
  for (let round = 1; ; round++) {
    const { planned, skipped } = await planChunk(table, tenantId, formId, ids, plan);
    if (planned.length === 0) return skipped;
    const writes = planned.map(changeWrite);
    if (await written(writeAtomically(table, writes))) {
      const applied: ChangeOutcome[] = planned.map((p) => ({
        id: p.before.id,
        applied: true,
        before: p.before,
        after: p.after,
      }));
      return [...applied, ...skipped];
    }
    // Another writer changed one of them since the read: re-read and re-plan, so nothing applies twice.
    if (round >= MAX_ROUNDS) throw new ConflictError('the submissions kept changing while being updated; try again');
  }
}

/**
 * Applies planned changes to submissions of one form, each chunk of 99 in one transaction (a lone change is one
 * UpdateItem). Every write is conditional on the version that was read, so concurrent requests (two DELETEs, a GET
 * racing a bulk action) never apply a change twice. The form counters follow from the table stream
 * (`submission-counts.ts`), so no change touches the form's items.
 */
export async function applyChanges(
  table: Table,
  tenantId: string,
  formId: string,
  ids: readonly string[],
  plan: ChangePlanner,
): Promise<ChangeOutcome[]> {
  const unique = [...new Set(ids)];
  const outcomes: ChangeOutcome[] = [];
  for (let i = 0; i < unique.length; i += CHUNK) {
    outcomes.push(...(await applyChunk(table, tenantId, formId, unique.slice(i, i + CHUNK), plan)));
  }
  return outcomes;
}
