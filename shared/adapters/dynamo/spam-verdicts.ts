import { UpdateCommand } from './commands.js';
import type { SpamVerdictWriter } from '@shared/domain/spam/final-verdict.js';
import { submissionKey } from './keys.js';
import { stateIndexKeys } from './submission-items.js';
import { updateOf, written } from './expressions.js';
import type { Table } from './table.js';

/**
 * The second stage's write: one conditional UpdateItem moving a submission that is still `received` to `spam`, with
 * its final score and reasons and the status index keys of its new state. The version moves too, so a change the
 * API planned on the old state re-plans. A submission its owner (or anything else) moved meanwhile is left alone.
 */
export function spamVerdictWriter(table: Table): SpamVerdictWriter {
  return {
    async markSpam(submission, verdict) {
      const after = { ...submission, status: 'spam' as const };
      const update = updateOf(
        submissionKey(submission.formId, submission.id),
        {
          set: {
            status: 'spam',
            spam_score: verdict.score,
            spam_reasons: verdict.reasons,
            ...stateIndexKeys(after),
          },
          add: { version: 1 },
        },
        {
          expression: '#c0 = :received AND tenant_id = :tenant',
          ExpressionAttributeNames: { '#c0': 'status' },
          ExpressionAttributeValues: { ':received': 'received', ':tenant': submission.tenantId },
        },
      );
      return written(table.client.send(new UpdateCommand({ TableName: table.name, ...update })));
    },
  };
}
