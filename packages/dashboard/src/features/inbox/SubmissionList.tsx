import { memo, useCallback, useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { SubmissionSummary } from '@formbase/client';
import { ErrorAlert, Loading } from '../../ui/feedback';
import { useAfterFirstFrame } from '../../ui/afterFirstFrame';
import { useRowsInView } from '../../ui/rowsInView';
import { asText, formatAgo } from '../../ui/format';
import { useForm } from '../shell/FormShell';
import { useInbox, useUpdateSubmission, type StatusFilter } from './api';
import { EmptyInbox } from './FirstDay';

/**
 * The least height of a row in pixels (a title, a preview and a time: 81 px with the stylesheet's font; its
 * `contain-intrinsic-size`): what the first screenful is counted in, so it never falls short of the viewport.
 */
const ROW_PX = 80;

/**
 * The list of one status: rows loaded page by page as the reader scrolls, each opening its submission. Drawn again
 * only when its own props change (the page's synchronous render on a query's answer passes the same ones).
 */
export const SubmissionList = memo(function SubmissionList({
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
  query: InboxPages;
}) {
  // One mutation for the whole list (not one per row): the first page draws fifty rows at once.
  const form = useForm();
  const update = useUpdateSubmission(form.id);
  const { mutate } = update;
  const star = useCallback((id: string, starred: boolean) => mutate({ sid: id, starred }), [mutate]);
  const placeholder = useListPlaceholder(items, status, query);
  const { hrefOf, open } = useOpenRow(status);
  // The rows come in the page's deferred render (short slices, never one long task for a page of fifty), and over
  // up to three frames, each drawn in a task of its own: the page with the list's first row, then the rest of the
  // rows in view below the list's top, read from that frame's layout (six at 1350 × 940 under the inbox's head; on a
  // phone under the setup checklist the first row is all there is room for), then the rest of the page of rows.
  const listRef = useRef<HTMLUListElement>(null);
  const placed = useAfterFirstFrame(items.length > 0 && !placeholder);
  const inView = useRowsInView(listRef, placed, ROW_PX);
  const restDrawn = useAfterFirstFrame(inView > 0);
  const rows = restDrawn ? items : items.slice(0, Math.max(1, inView));
  if (placeholder) return placeholder;
  if (rows.length === 0) return <Loading label="Loading submissions" />;
  return (
    <ul className="submission-list" ref={listRef}>
      {rows.map((s) => (
        <SubmissionRow
          key={s.id}
          submission={s}
          href={hrefOf(s.id)}
          onOpen={open}
          checked={checked.has(s.id)}
          selected={s.id === selectedId}
          canEdit={canEdit}
          onToggle={onToggle}
          onStar={star}
          starring={update.isPending}
        />
      ))}
      {/* Once the whole page is drawn: a first screenful must not look like the end of the list. */}
      {rows.length === items.length ? <LoadMore as="li" query={query} /> : null}
    </ul>
  );
});

export type InboxPages = ReturnType<typeof useInbox>['pages'];

/** What the list or table shows instead of rows: loading, an error, or why there are none (null when there are). */
export function useListPlaceholder(items: SubmissionSummary[], status: StatusFilter, query: InboxPages): ReactNode {
  const form = useForm();
  const [params] = useSearchParams();
  const searched = params.has('q') || params.has('starred') || params.has('files');
  if (query.isPending) return <Loading label="Loading submissions" />;
  if (query.isError) return <ErrorAlert error={query.error} />;
  if (items.length === 0 && query.hasNextPage) return <Loading label="Searching submissions" />;
  if (items.length === 0)
    return (status === 'all' || status === 'inbox') && form.submission_count === 0 ? (
      <EmptyInbox />
    ) : (
      <p className="empty">
        {searched ? 'No submission matches.' : status === 'trash' ? 'The trash is empty.' : 'No submissions here yet.'}
      </p>
    );
  return null;
}

/** The end of the rows: loads the next page when it scrolls into view (or on its button), or says that is all. */
export function LoadMore({ as: Element, query }: { as: 'li' | 'p'; query: InboxPages }) {
  const sentinel = useRef<HTMLElement>(null);
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
  return (
    <Element ref={sentinel as never} className="empty small">
      {query.isFetchingNextPage ? (
        'Loading more…'
      ) : query.hasNextPage ? (
        <button type="button" onClick={() => void query.fetchNextPage()}>
          Load more
        </button>
      ) : (
        'That is all.'
      )}
    </Element>
  );
}

/** One row; drawn again only when its own props change (a poll that adds a row leaves the others alone). */
const SubmissionRow = memo(function SubmissionRow({
  submission: s,
  href,
  onOpen,
  checked,
  selected,
  canEdit,
  onToggle,
  onStar,
  starring,
}: {
  submission: SubmissionSummary;
  href: string;
  onOpen: (event: MouseEvent<HTMLAnchorElement>) => void;
  checked: boolean;
  selected: boolean;
  canEdit: boolean;
  onToggle: (id: string) => void;
  onStar: (id: string, starred: boolean) => void;
  starring: boolean;
}) {
  const title = submissionTitle(s);
  const preview = Object.entries(s.preview)
    .map(([k, v]) => `${asText(k)}: ${asText(v)}`)
    .join(' · ');
  // Six elements, seven with the checkbox: the link's three lines are its own children, the star's glyph and the
  // checkbox's room for a reader without edit rights come from the stylesheet.
  return (
    <li className="submission-row" data-selected={selected} data-submission={s.id}>
      {canEdit ? (
        <input type="checkbox" aria-label={`Select ${title}`} checked={checked} onChange={() => onToggle(s.id)} />
      ) : null}
      <a href={href} onClick={onOpen} data-open="" aria-current={selected ? 'true' : undefined}>
        <strong className="title">{title}</strong>
        <span className="preview">{s.locked ? (s.locked_reason ?? 'Over the plan limit') : preview}</span>
        <span className="meta">
          {formatAgo(s.created_at)}
          {s.status === 'spam' ? <span className="badge danger"> spam</span> : null}
          {s.status === 'verified' ? <span className="badge ok"> verified</span> : null}
        </span>
      </a>
      <StarButton submission={s} disabled={!canEdit || starring} onStar={onStar} />
    </li>
  );
});

/** What names a submission in a row: the submitter's e-mail, else its first field's value. */
export function submissionTitle(s: SubmissionSummary): string {
  const first = Object.values(s.preview)[0];
  return s.submitter_email ?? (first === undefined ? null : asText(first)) ?? (s.locked ? 'Locked submission' : s.id);
}

/**
 * The rows' links, built once for the list: each row is a plain link to its address (a modified click or a middle
 * click opens a tab, as any link), and a plain click opens it in the app through one handler, as React Router's
 * `Link` would (fifty `Link`s each resolving their path cost the first page a long task on a phone).
 */
function useOpenRow(status: StatusFilter) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const base = params.toString();
  const hrefOf = useCallback(
    (id: string) => {
      const href = new URLSearchParams(base);
      href.set('status', status);
      href.set('submission', id);
      return `?${href.toString()}`;
    },
    [base, status],
  );
  const open = useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.altKey ||
        event.ctrlKey ||
        event.shiftKey
      )
        return;
      event.preventDefault();
      const href = event.currentTarget.getAttribute('href')!;
      navigate(href, { replace: href === window.location.search });
    },
    [navigate],
  );
  return { hrefOf, open };
}

/** The address that opens a submission, keeping the list's tab, filters and view. */
export function useOpenHref(status: StatusFilter, id: string): string {
  const [params] = useSearchParams();
  const href = new URLSearchParams(params);
  href.set('status', status);
  href.set('submission', id);
  return `?${href.toString()}`;
}

export function StarButton({
  submission: s,
  disabled,
  onStar,
}: {
  submission: SubmissionSummary;
  disabled: boolean;
  onStar: (id: string, starred: boolean) => void;
}) {
  const title = submissionTitle(s);
  return (
    // The glyph (☆ or ★ by `aria-pressed`) is the stylesheet's, with no text of its own for a reader: the label names it.
    <button
      type="button"
      className="icon-button star"
      aria-pressed={s.starred}
      aria-label={s.starred ? `Unstar ${title}` : `Star ${title}`}
      disabled={disabled}
      onClick={() => onStar(s.id, !s.starred)}
    />
  );
}
