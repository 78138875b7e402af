import { memo } from 'react';
import { Link, type SetURLSearchParams } from 'react-router';
import type { Schemas } from '@formbase/client';
import { formatNumber, plural } from '../../ui/format';
import { ExportButton } from './ExportButton';
import { InboxSearch } from './InboxSearch';
import { inboxViewOf, type StatusFilter } from './api';

type Form = Schemas['Form'];
type Counts = Form['submission_counts'];

/** The tabs, each with the count it lists (`all`: every submission outside the trash). */
const TABS: [StatusFilter, string, (c: Counts) => number][] = [
  ['inbox', 'Inbox', (c) => c.received + c.verified],
  ['all', 'All', (c) => c.received + c.verified + c.spam + c.archived],
  ['received', 'Received', (c) => c.received],
  ['verified', 'Verified', (c) => c.verified],
  ['spam', 'Spam', (c) => c.spam],
  ['archived', 'Archived', (c) => c.archived],
  ['trash', 'Trash', (c) => c.trash],
];

export type Changes = Record<string, string | null>;

/** The list's address with some parameters changed (null removes one); the open submission stays open. */
export function withChanges(params: URLSearchParams, changes: Changes): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes))
    if (value === null) next.delete(name);
    else next.set(name, value);
  return next;
}

/**
 * The inbox's head: counts, view switch, export, status tabs and search. It reads only the form and the address, so
 * the list's data arriving (or a row ticked) does not draw it again.
 */
export const InboxHead = memo(function InboxHead({
  form,
  params,
  setParams,
  hiddenColumns,
}: {
  form: Form;
  params: URLSearchParams;
  setParams: SetURLSearchParams;
  hiddenColumns: ReadonlySet<string>;
}) {
  const { status, filters, table } = inboxViewOf(params);
  return (
    <>
      <div className="page-head list-only">
        <p className="muted">
          {plural(form.submission_count, 'submission')} · {formatNumber(form.unread_submission_count)} unread
        </p>
        <div className="row inbox-tools">
          <div className="row view-switch" role="group" aria-label="View">
            <Link to={`?${withChanges(params, { view: null }).toString()}`} aria-current={table ? undefined : 'true'}>
              List
            </Link>
            <Link
              to={`?${withChanges(params, { view: 'table' }).toString()}`}
              aria-current={table ? 'true' : undefined}
            >
              Table
            </Link>
          </div>
          <ExportButton
            formId={form.id}
            status={status}
            filters={filters}
            omitFields={table ? [...hiddenColumns] : []}
            shownExport={params.get('export')}
          />
        </div>
      </div>
      <nav className="tabs list-only" aria-label="Submission status">
        {TABS.map(([value, label, count]) => (
          <Link
            key={value}
            to={`?${withChanges(params, { status: value, submission: null }).toString()}`}
            aria-current={value === status ? 'page' : undefined}
          >
            {label} <span className="badge">{formatNumber(count(form.submission_counts))}</span>
          </Link>
        ))}
      </nav>
      <InboxSearch
        q={filters.q ?? ''}
        starred={filters.starred}
        hasFiles={filters.hasFiles}
        onChange={(changes) => setParams(withChanges(params, changes), { replace: true })}
      />
    </>
  );
});
