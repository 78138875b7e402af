import { useCallback, useDeferredValue, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Schemas } from '@formbase/client';
import { busy } from '../../ui/busy';
import { ConfirmButton } from '../../ui/Dialog';
import { ErrorAlert, Notice } from '../../ui/feedback';
import { formatNumber, plural } from '../../ui/format';
import { useForm } from '../shell/FormShell';
import { useCan, useTitle } from '../shell/session';
import { SetupChecklist } from './FirstDay';
import { focusRow, rowIndex, useInboxKeys } from './keyboard';
import { bulkSentence, changeSentence } from './announce';
import { SubmissionDetail } from './SubmissionDetail';
import { SubmissionList } from './SubmissionList';
import { SubmissionTable } from './SubmissionTable';
import { useHiddenColumns } from './columns';
import {
  BULK_LIMIT,
  useBulk,
  useDeleteSubmission,
  useEmptyTrash,
  useInbox,
  useUpdateSubmission,
  inboxViewOf,
  type StatusFilter,
} from './api';
import { InboxHead, withChanges, type Changes } from './InboxHead';

type Action = Schemas['BulkSubmissionAction'];
const ACTIONS: Record<StatusFilter, [Action, string][]> = {
  inbox: [
    ['mark_spam', 'Mark spam'],
    ['mark_verified', 'Verify'],
    ['archive', 'Archive'],
    ['delete', 'Delete'],
  ],
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
/** Bulk actions that cannot be undone, asked again first. */
const FOREVER: Partial<Record<StatusFilter, [Action, string]>> = { trash: ['delete', 'Delete forever'] };

export function Inbox() {
  const form = useForm();
  useTitle(`${form.name} inbox`);
  const [params, setParams] = useSearchParams();
  const { status, filters, table } = inboxViewOf(params);
  const selectedId = params.get('submission');
  // The list's data arriving (a page, a poll, the head's first copy) is drawn in a deferred render, which React builds
  // in short slices: a query's answer alone renders synchronously (TanStack Query's store), in one task React cannot
  // slice. Until then the page shows what it showed (the loading line, the rows).
  const { pages, items, searching } = useDeferredValue(useInbox(form.id, status, filters, table));
  const [hiddenColumns, setHiddenColumns] = useHiddenColumns(form.id);
  const withParams = (changes: Changes) => withChanges(params, changes);
  const [checked, setChecked] = useState<Set<string>>(new Set());
  const bulk = useBulk(form.id);
  const update = useUpdateSubmission(form.id);
  const trash = useDeleteSubmission(form.id);
  // The account arriving turns on the checkboxes of the bulk bar and of every row: drawn in a deferred render (React
  // builds it in short slices), not in the synchronous render that a query's answer causes.
  const canEdit = useDeferredValue(useCan('member'));
  // A new tab starts with nothing ticked (an empty selection is kept as it is: no second render on arrival).
  useEffect(() => setChecked((prev) => (prev.size ? new Set() : prev)), [status]);

  // Closing a submission gives focus back to its row, as a mail client does.
  const returnTo = useRef<string | null>(null);
  // Where the open submission's row was last seen, for when acting on it took it out of the list.
  const openRowIndex = useRef(-1);
  useEffect(() => {
    const index = selectedId ? rowIndex(selectedId) : -1;
    if (index >= 0) openRowIndex.current = index;
  }, [selectedId, items]);
  const open = (id: string) => setParams(withParams({ status, submission: id }));
  const close = () => {
    returnTo.current = selectedId;
    setParams(withParams({ submission: null }));
  };
  // "Deleted for good." stays said until another submission opens: the detail that did it is gone.
  const [deletedForGood, setDeletedForGood] = useState(false);
  const deleted = () => {
    setDeletedForGood(true);
    close();
  };
  useEffect(() => {
    if (selectedId) setDeletedForGood(false);
    if (selectedId || !returnTo.current) return;
    focusRow(returnTo.current, openRowIndex.current);
    returnTo.current = null;
  }, [selectedId]);
  const starred = (id: string) => items.find((s) => s.id === id)?.starred ?? false;
  useInboxKeys({
    openId: selectedId,
    open,
    close,
    archive: (id) => canEdit && update.mutate({ sid: id, status: 'archived' }),
    trash: (id) => canEdit && trash.mutate(id),
    star: (id) => canEdit && update.mutate({ sid: id, starred: !starred(id) }),
  });

  const toggle = useCallback(
    (id: string) =>
      setChecked((prev) => {
        const next = new Set(prev);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  // "All" is the first BULK_LIMIT loaded: one bulk request takes at most that many.
  const selectable = items.slice(0, BULK_LIMIT);
  const allChecked = selectable.length > 0 && selectable.every((s) => checked.has(s.id));
  const bulkBar = useRef<HTMLDivElement>(null);
  const selectAll = useRef<HTMLInputElement>(null);
  const runBulk = (action: Action) =>
    bulk.mutate(
      { ids: [...checked], action },
      {
        onSuccess: () => {
          setChecked(new Set());
          // The action's button leaves with the selection: the keyboard goes on from the bar's own checkbox.
          const at = document.activeElement;
          if (!at || at === document.body || bulkBar.current?.contains(at)) selectAll.current?.focus();
        },
      },
    );
  const forever = FOREVER[status];

  return (
    <div className="inbox-page" data-open={selectedId ? 'true' : 'false'} data-view={table ? 'table' : 'list'}>
      <SetupChecklist hasSubmissions={items.length > 0} />
      <InboxHead form={form} params={params} setParams={setParams} hiddenColumns={hiddenColumns} />
      {searching ? (
        <p className="small muted list-only" aria-live="polite">
          Searching older submissions…
        </p>
      ) : null}
      <div className="inbox">
        <section className="card list-pane" style={{ padding: 0 }} aria-label="Submissions">
          {/* Drawn at once, whoever signs in: the rows below it never move when the account arrives. */}
          <div className="bulk-bar row" ref={bulkBar}>
            {canEdit ? (
              <>
                <input
                  ref={selectAll}
                  type="checkbox"
                  aria-label={`Select the first ${BULK_LIMIT} loaded submissions`}
                  checked={allChecked}
                  onChange={() => setChecked(allChecked ? new Set() : new Set(selectable.map((s) => s.id)))}
                />
                <span className="small muted" aria-live="polite">
                  {checked.size ? `${formatNumber(checked.size)} selected` : 'Select submissions for bulk actions'}
                </span>
              </>
            ) : (
              <span className="small muted">Newest first</span>
            )}
            {canEdit && checked.size > 0
              ? ACTIONS[status].map(([action, label]) => (
                  <button
                    key={action}
                    type="button"
                    disabled={checked.size > BULK_LIMIT}
                    {...busy(bulk.isPending)}
                    onClick={() => runBulk(action)}
                  >
                    {label}
                  </button>
                ))
              : null}
            {canEdit && checked.size > 0 && forever ? (
              <ConfirmButton
                disabled={bulk.isPending || checked.size > BULK_LIMIT}
                title={`Delete ${plural(checked.size, 'submission')} forever?`}
                message={<p>They and their files are deleted for good. This cannot be undone.</p>}
                confirm="Delete forever"
                onConfirm={() => runBulk(forever[0])}
              >
                {forever[1]}
              </ConfirmButton>
            ) : null}
            {canEdit && status === 'trash' && checked.size === 0 && items.length > 0 ? <EmptyTrash /> : null}
            {checked.size > BULK_LIMIT ? (
              <span className="small" role="alert">
                Select at most {BULK_LIMIT} at once.
              </span>
            ) : null}
          </div>
          <ErrorAlert error={bulk.error ?? update.error ?? trash.error} />
          <Notice>
            {update.isSuccess ? changeSentence(update.variables) : null}
            {trash.isSuccess ? 'Moved to the trash.' : null}
            {deletedForGood ? 'Deleted for good.' : null}
            {bulk.isSuccess ? bulkSentence(bulk.variables.action, status === 'trash', bulk.data) : null}
          </Notice>
          {table ? (
            <SubmissionTable
              items={items}
              checked={checked}
              status={status}
              canEdit={canEdit}
              onToggle={toggle}
              query={pages}
              hidden={hiddenColumns}
              onHide={setHiddenColumns}
            />
          ) : (
            <SubmissionList
              items={items}
              checked={checked}
              selectedId={selectedId}
              status={status}
              canEdit={canEdit}
              onToggle={toggle}
              query={pages}
            />
          )}
        </section>
        <section className="card detail-pane" aria-label="Submission detail">
          {selectedId ? (
            <SubmissionDetail formId={form.id} submissionId={selectedId} onClose={close} onDeleted={deleted} />
          ) : (
            <p className="muted empty">
              Choose a submission to read it. <kbd>j</kbd> and <kbd>k</kbd> move through the list; <kbd>?</kbd> lists
              every key.
            </p>
          )}
        </section>
      </div>
    </div>
  );
}

function EmptyTrash() {
  const form = useForm();
  const empty = useEmptyTrash(form.id);
  return (
    <>
      <ConfirmButton
        disabled={empty.isPending}
        title="Empty the trash?"
        message={<p>Every submission in the trash of {form.name} is deleted for good, files included.</p>}
        confirm="Empty trash"
        onConfirm={() => empty.mutate()}
      >
        {empty.isPending ? 'Emptying…' : 'Empty trash'}
      </ConfirmButton>
      <ErrorAlert error={empty.error} />
    </>
  );
}
