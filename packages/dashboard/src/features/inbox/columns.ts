import { useCallback, useState } from 'react';
import type { SubmissionSummary } from '@formbase/client';

/**
 * The field columns of a list of submissions: every field name, in the order first seen going from the newest
 * submission to the oldest. The server's CSV export orders its field columns by the same rule over the submissions
 * it exports, so a table and its export list the same fields in the same order.
 */
export function fieldColumns(items: readonly SubmissionSummary[]): string[] {
  const names = new Set<string>();
  for (const s of items) if (!s.locked) for (const name of Object.keys(s.fields ?? {})) names.add(name);
  return [...names];
}

const storageKey = (formId: string) => `formbase:table-columns:${formId}`;

function readHidden(formId: string): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKey(formId)) ?? '{}');
    const hidden = (stored as { hidden?: unknown }).hidden;
    return Array.isArray(hidden) ? hidden.filter((name): name is string => typeof name === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The columns a member chose to hide in one form's table, remembered in this browser (`localStorage`, per form).
 * Hidden ones are remembered rather than shown ones, so a field the form starts collecting later appears by itself.
 */
export function useHiddenColumns(formId: string) {
  const [hidden, setHidden] = useState<Set<string>>(() => new Set(readHidden(formId)));
  const save = useCallback(
    (next: Set<string>) => {
      setHidden(next);
      try {
        localStorage.setItem(storageKey(formId), JSON.stringify({ hidden: [...next] }));
      } catch {
        // A browser that stores nothing (private mode, full storage) keeps the choice for this visit only.
      }
    },
    [formId],
  );
  return [hidden, save] as const;
}
