import { expect, it } from 'vitest';
import { updateExpression, updateOf } from '@shared/adapters/dynamo/expressions.js';
import { runtimeLinesMatching } from '@test/support/source-files.js';

/**
 * Every UpdateItem is built by `updateExpression` from what it sets, keeps, adds and removes by attribute name: no
 * module writes an update expression by hand, so every attribute and value goes through a placeholder.
 */
const BUILDER = 'shared/adapters/dynamo/expressions.ts';

it('no runtime code outside the builder writes an UpdateExpression', () => {
  expect(runtimeLinesMatching(/UpdateExpression/, [BUILDER])).toEqual([]);
});

it('builds every kind of change through placeholders', () => {
  expect(
    updateExpression({
      set: { status: 'done', gone: null },
      setIfAbsent: { first_at: 't' },
      add: { version: 1, skipped: 0 },
      deleteMembers: { tags: new Set(['a']) },
    }),
  ).toEqual({
    UpdateExpression: 'SET #u0 = :u0, #u2 = if_not_exists(#u2, :u2) REMOVE #u1 ADD #u3 :u3 DELETE #u4 :u4',
    ExpressionAttributeNames: { '#u0': 'status', '#u1': 'gone', '#u2': 'first_at', '#u3': 'version', '#u4': 'tags' },
    ExpressionAttributeValues: { ':u0': 'done', ':u2': 't', ':u3': 1, ':u4': new Set(['a']) },
  });
});

it('keeps a condition and its placeholders beside the update', () => {
  expect(
    updateOf({ PK: 'p', SK: 's' }, { set: { a: 1 } }, { expression: 'b = :b', ExpressionAttributeValues: { ':b': 2 } }),
  ).toEqual({
    Key: { PK: 'p', SK: 's' },
    UpdateExpression: 'SET #u0 = :u0',
    ConditionExpression: 'b = :b',
    ExpressionAttributeNames: { '#u0': 'a' },
    ExpressionAttributeValues: { ':u0': 1, ':b': 2 },
  });
});
