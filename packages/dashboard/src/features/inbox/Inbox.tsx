import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Schemas, SubmissionSummary } from '@formbase/client';
import { ErrorAlert, Loading, Notice } from '../../ui/feedback';
import { formatAgo, formatNumber, plural } from '../../ui/format';
import { useForm } from '../shell/FormShell';
import { useCan, useTitle } from '../shell/session';
import { download } from './csv';
import { SubmissionDetail } from './SubmissionDetail';
import { BULK_LIMIT, useBulk, useExportCsv, useInbox, useUpdateSubmission, type StatusFilter } from './api';

const TABS: [StatusFilter, string][] = [
  ['all', 'All'],
  ['received', 'Received'],
  ['verified', 'Verified'],
  ['spam', 'Spam'],
  ['archived', 'Archived'],
  ['trash', 'Trash'],
];

type Action = Schemas['BulkSubmissionAction'];
const ACTIONS: Record<StatusFilter, [Action, string][]> = {
  all: [
    ['mark_spam', 'Mark spam'],
    ['mark_verified', 'Verify'],
    ['archive', 'Archive'],
    ['delete', 'Delete'],
  ],
  received: [
    ['mark_spam', 'Mark spam'],
    ['mark_verified', 'Verify'],
    ['archive', 'Archive'],
    ['delete', 'Delete'],
  ],
  verified: [
    ['mark_spam', 'Mark spam'],
    ['archive', 'Archive'],
    ['delete', 'Delete'],
  ],
  spam: [
    ['mark_received', 'Not spam'],
    ['delete', 'Delete'],
  ],
  archived: [
    ['mark_received', 'Move to inbox'],
    ['delete', 'Delete'],
  ],
  trash: [['restore', 'Restore']],
};

export function Inbox() {
  const form = useForm();
  useTitle(`${form.name} inbox`);
  const [params, setParams] = useSearchParams();
  const status = (params.get('status') as StatusFilter | null) ?? 'all';
  const selectedId = params.get('submission');
  const { pages, items } = useInbox(form.id, status);
  const [checked, setChecked] = useState<Set<string>>(new Set());
  const bulk = useBulk(form.id);
  const canEdit = useCan('member');
  useEffect(() => setChecked(new Set()), [status]);

  const toggle = (id: string) =>
    setChecked((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  // "All" is the first BULK_LIMIT loaded: one bulk request takes at most that many.
  const selectable = items.slice(0, BULK_LIMIT);
  const allChecked = selectable.length > 0 && selectable.every((s) => checked.has(s.id));
  const runBulk = (action: Action) =>
    bulk.mutate({ ids: [...checked], action }, { onSuccess: () => setChecked(new Set()) });
  const exporting = useExportCsv(form.id);

  return (
    <>
      <div className="page-head">
        <p className="muted">
          {plural(form.submission_count, 'submission')} · {formatNumber(form.unread_submission_count)} unread
        </p>
        <button
          type="button"
          onClick={() =>
            exporting.mutate(undefined, {
              onSuccess: (csv) => download(`${form.name.replace(/[^\w-]+/g, '-')}-submissions.csv`, csv),
            })
          }
          disabled={exporting.isPending}
        >
          {exporting.isPending ? 'Exporting…' : 'Export CSV'}
        </button>
      </div>
      <ErrorAlert error={exporting.error} />
      <nav className="tabs" aria-label="Submission status">
        {TABS.map(([value, label]) => (
          <Link key={value} to={`?status=${value}`} aria-current={value === status ? 'page' : undefined}>
            {label}
            {value === 'received' && form.unread_submission_count > 0 ? (
              <>
                {' '}
                <span className="badge accent">{formatNumber(form.unread_submission_count)}</span>
              </>
            ) : null}
            {value === 'all' ? (
              <>
                {' '}
                <span className="badge">{formatNumber(form.submission_count)}</span>
              </>
            ) : null}
          </Link>
        ))}
      </nav>
      <div className="inbox">
        <section className="card" style={{ padding: 0 }} aria-label="Submissions">
          {canEdit ? (
            <div className="bulk-bar row">
              <input
                type="checkbox"
                aria-label={`Select the first ${BULK_LIMIT} loaded submissions`}
                checked={allChecked}
                onChange={() => setChecked(allChecked ? new Set() : new Set(selectable.map((s) => s.id)))}
              />
              <span className="small muted" aria-live="polite">
                {checked.size ? `${formatNumber(checked.size)} selected` : 'Select submissions for bulk actions'}
              </span>
              {checked.size > 0
                ? ACTIONS[status].map(([action, label]) => (
                    <button
                      key={action}
                      type="button"
                      disabled={bulk.isPending || checked.size > BULK_LIMIT}
                      onClick={() => runBulk(action)}
                    >
                      {label}
                    </button>
                  ))
                : null}
              {checked.size > BULK_LIMIT ? (
                <span className="small" role="alert">
                  Select at most {BULK_LIMIT} at once.
                </span>
              ) : null}
            </div>
          ) : null}
          <ErrorAlert error={bulk.error} />
          <Notice>
            {bulk.isSuccess
              ? 'updated' in bulk.data
                ? `${plural(bulk.data.updated, 'submission')} updated.`
                : `${plural(bulk.data.enqueued, 'delivery', 'deliveries')} queued.`
              : null}
          </Notice>
          <SubmissionList
            items={items}
            checked={checked}
            selectedId={selectedId}
            status={status}
            canEdit={canEdit}
            onToggle={toggle}
            query={pages}
          />
        </section>
        <section className="card" aria-label="Submission detail">
          {selectedId ? (
            <SubmissionDetail formId={form.id} submissionId={selectedId} onClose={() => setParams({ status })} />
          ) : (
            <p className="muted empty">Choose a submission to read it.</p>
          )}
        </section>
      </div>
    </>
  );
}

function SubmissionList({
  items,
  checked,
  selectedId,
  status,
  canEdit,
  onToggle,
  query,
}: {
  items: SubmissionSummary[];
  checked: Set<string>;
  selectedId: string | null;
  status: StatusFilter;
  canEdit: boolean;
  onToggle: (id: string) => void;
  query: ReturnType<typeof useInbox>['pages'];
}) {
  // One mutation for the whole list (not one per row): the first page draws fifty rows at once.
  const form = useForm();
  const update = useUpdateSubmission(form.id);
  const star = (id: string, starred: boolean) => update.mutate({ sid: id, starred });
  const sentinel = useRef<HTMLLIElement>(null);
  useEffect(() => {
    const node = sentinel.current;
    if (!node) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && query.hasNextPage && !query.isFetchingNextPage)
        void query.fetchNextPage();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [query]);
  if (query.isPending) return <Loading label="Loading submissions" />;
  if (query.isError) return <ErrorAlert error={query.error} />;
  if (items.length === 0)
    return <p className="empty">{status === 'trash' ? 'The trash is empty.' : 'No submissions here yet.'}</p>;
  return (
    <ul className="submission-list">
      {items.map((s) => (
        <SubmissionRow
          key={s.id}
          submission={s}
          status={status}
          checked={checked.has(s.id)}
          selected={s.id === selectedId}
          canEdit={canEdit}
          onToggle={onToggle}
          onStar={star}
          starring={update.isPending}
        />
      ))}
      <li ref={sentinel} className="empty small">
        {query.isFetchingNextPage ? (
          'Loading more…'
        ) : query.hasNextPage ? (
          <button type="button" onClick={() => void query.fetchNextPage()}>
            Load more
          </button>
        ) : (
          'That is all.'
        )}
      </li>
    </ul>
  );
}

function SubmissionRow({
  submission: s,
  status,
  checked,
  selected,
  canEdit,
  onToggle,
  onStar,
  starring,
}: {
  submission: SubmissionSummary;
  status: StatusFilter;
  checked: boolean;
  selected: boolean;
  canEdit: boolean;
  onToggle: (id: string) => void;
  onStar: (id: string, starred: boolean) => void;
  starring: boolean;
}) {
  const title = s.submitter_email ?? Object.values(s.preview)[0] ?? (s.locked ? 'Locked submission' : s.id);
  const preview = Object.entries(s.preview)
    .map(([k, v]) => `${k}: ${v}`)
    .join(' · ');
  return (
    <li className="submission-row" data-selected={selected}>
      {canEdit ? (
        <input type="checkbox" aria-label={`Select ${title}`} checked={checked} onChange={() => onToggle(s.id)} />
      ) : (
        <span />
      )}
      <Link to={`?status=${status}&submission=${s.id}`} aria-current={selected ? 'true' : undefined}>
        <strong>{title}</strong>
        <div className="preview">{s.locked ? (s.locked_reason ?? 'Over the plan limit') : preview}</div>
        <div className="small muted">
          {formatAgo(s.created_at)}
          {s.status === 'spam' ? <span className="badge danger"> spam</span> : null}
          {s.status === 'verified' ? <span className="badge ok"> verified</span> : null}
        </div>
      </Link>
      <button
        type="button"
        className="icon-button"
        aria-pressed={s.starred}
        aria-label={s.starred ? `Unstar ${title}` : `Star ${title}`}
        disabled={!canEdit || starring}
        onClick={() => onStar(s.id, !s.starred)}
      >
        <span aria-hidden="true">{s.starred ? '★' : '☆'}</span>
      </button>
    </li>
  );
}
