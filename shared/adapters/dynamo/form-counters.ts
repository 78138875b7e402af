import type { FormCounterStore } from '@shared/domain/submission-counts.js';
import { addOnce } from './stream-counts.js';
import { STORED_STATES, stateAttribute } from './form-counter-attributes.js';
import type { Table } from './table.js';
import { formCountersKey } from './keys.js';

/**
 * Form counters item: PK `TENANT#<tid>`, SK `FORMCOUNT#<fid>` (beside the form, outside its `FORM#` prefix), with
 * `submission_count`, `unread_submission_count` and the per-state counts `count_<state>` (received, verified, spam,
 * archived, trash, starred; unread is `unread_submission_count`). Small and unindexed, so a count costs 1 WCU, and
 * written only by the table-stream consumer (`submission-counts.ts`), one UpdateItem per form per stream batch: a
 * busy form's counts take one write per batch, never one per submission, so no item serializes its traffic.
 */
export function formCounterStore(table: Table): FormCounterStore {
  return {
    async add(batchId, delta) {
      await addOnce(table, batchId, {
        key: formCountersKey(delta.tenantId, delta.formId),
        add: {
          submission_count: delta.stored,
          unread_submission_count: delta.unread,
          ...Object.fromEntries(STORED_STATES.map((name) => [stateAttribute(name), delta.states[name]])),
        },
        set: { type: 'form_counters', form_id: delta.formId },
      });
    },
  };
}
