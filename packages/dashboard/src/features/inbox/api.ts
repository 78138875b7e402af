import { useEffect, useMemo } from 'react';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { Schemas, SubmissionSummary } from '@formbase/client';
import { api } from '../../api/client';
import { formKeys } from '../forms/api';

/** The inbox: submissions of one form by status, one submission, and what changes them. */
export const submissionKeys = {
  all: ['submissions'] as const,
  inbox: (formId: string) => [...submissionKeys.all, formId] as const,
  list: (formId: string, status: string) => [...submissionKeys.inbox(formId), 'list', status] as const,
  counts: (formId: string) => [...submissionKeys.inbox(formId), 'counts'] as const,
  detail: (formId: string, id: string) => [...submissionKeys.inbox(formId), 'detail', id] as const,
};

export type StatusFilter = Schemas['SubmissionStatusFilter'];
/** What the inbox opens on: what still needs reading or keeping (received and verified), never spam. */
export const DEFAULT_STATUS: StatusFilter = 'inbox';
export const PAGE_SIZE = 50;
/** How often the newest page is asked for while the tab is visible. */
export const POLL_MS = 1500;
/** How many of the newest submissions each poll asks for. */
const HEAD_SIZE = 25;
export const BULK_LIMIT = 500;

/** What narrows the inbox list besides its tab: the search box and the filter toggles (all on the server). */
export interface InboxFilters {
  q?: string;
  starred?: boolean;
  hasFiles?: boolean;
}

/** The inbox as its address states it: the tab, the filters, and whether it shows a table (which needs every field). */
export function inboxViewOf(search: URLSearchParams) {
  const status = (search.get('status') as StatusFilter | null) ?? DEFAULT_STATUS;
  const filters = { q: search.get('q') ?? undefined, starred: search.has('starred'), hasFiles: search.has('files') };
  return { status, filters, table: search.get('view') === 'table' };
}

const filterQuery = (f: InboxFilters) => ({
  ...(f.q ? { q: f.q } : {}),
  ...(f.starred ? { starred: 'true' as const } : {}),
  ...(f.hasFiles ? { has_files: 'true' as const } : {}),
});

const listPage = (
  formId: string,
  status: StatusFilter,
  cursor?: string,
  limit = PAGE_SIZE,
  filters: InboxFilters = {},
  withFields = false,
) =>
  api.GET('/v1/forms/{id}/submissions', {
    params: {
      path: { id: formId },
      query: { status, cursor, limit, ...filterQuery(filters), ...(withFields ? { include: 'fields' as const } : {}) },
    },
  });
const submission = (formId: string, sid: string) => ({ params: { path: { id: formId, sid } } });

export type ExportFormat = Schemas['SubmissionExportFormat'];
export type SubmissionExport = Schemas['SubmissionExport'];
/** How often a running export is read for its progress. */
const EXPORT_POLL_MS = 1000;

/** Starts the server's export of the list as it is filtered (tab, search, toggles); a CSV may leave fields out. */
export const useStartExport = (formId: string, status: StatusFilter, filters: InboxFilters) =>
  useMutation({
    mutationFn: ({ format, omitFields }: { format: ExportFormat; omitFields: string[] }) =>
      api.POST('/v1/forms/{id}/exports', {
        params: { path: { id: formId } },
        body: {
          format,
          ...(omitFields.length > 0 ? { omit_fields: omitFields } : {}),
          status,
          ...(filters.q ? { q: filters.q } : {}),
          ...(filters.starred ? { starred: true } : {}),
          ...(filters.hasFiles ? { has_files: true } : {}),
        },
      }),
  });

/** One export, read again every second until it is done or failed (each read signs a new download link). */
export const useExport = (formId: string, exportId: string | null) =>
  useQuery({
    queryKey: [...submissionKeys.inbox(formId), 'export', exportId] as const,
    queryFn: () => api.GET('/v1/forms/{id}/exports/{eid}', { params: { path: { id: formId, eid: exportId ?? '' } } }),
    enabled: exportId !== null,
    refetchInterval: (q) =>
      q.state.data?.status === 'queued' || q.state.data?.status === 'running' ? EXPORT_POLL_MS : false,
  });

export const submissionQuery = (formId: string, sid: string) =>
  queryOptions({
    queryKey: submissionKeys.detail(formId, sid),
    queryFn: () => api.GET('/v1/forms/{id}/submissions/{sid}', submission(formId, sid)),
  });

/**
 * The inbox's cursor pages of one status (the route loader starts the first page before the page's code arrives);
 * `withFields` asks for every field of each submission (the table view), not only the preview.
 */
export const inboxPages = (formId: string, status: StatusFilter, filters: InboxFilters = {}, withFields = false) =>
  infiniteQueryOptions({
    queryKey: [...submissionKeys.list(formId, status), filterQuery(filters), withFields ? 'fields' : 'preview'],
    queryFn: ({ pageParam }) => listPage(formId, status, pageParam, PAGE_SIZE, filters, withFields),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });

/**
 * The inbox list: cursor pages loaded as the reader scrolls, plus the newest page polled while the tab is visible
 * so new submissions appear at the top without a reload. Newest first, each submission once.
 */
export function useInbox(formId: string, status: StatusFilter, filters: InboxFilters = {}, withFields = false) {
  const pages = useInfiniteQuery(inboxPages(formId, status, filters, withFields));
  const first = pages.data?.pages[0];
  const head = useQuery({
    queryKey: [...submissionKeys.list(formId, status), filterQuery(filters), withFields ? 'fields' : 'preview', 'head'],
    queryFn: () => listPage(formId, status, undefined, HEAD_SIZE, filters, withFields),
    enabled: pages.isSuccess,
    // The first page is the newest head there is: the first poll comes one interval after it, not at once.
    initialData: first ? { ...first, items: first.items.slice(0, HEAD_SIZE) } : undefined,
    initialDataUpdatedAt: pages.dataUpdatedAt,
    staleTime: POLL_MS,
    refetchInterval: POLL_MS,
    refetchIntervalInBackground: false,
    // A poll that brings nothing new draws nothing: only new data (or an error) renders the list again. The items
    // alone are compared: the page the first copy came from has another cursor than a poll's answer, so the first
    // poll (1.5 s after the rows, while the page is still loading) drew the whole page again for nothing.
    select: (page) => page.items,
    notifyOnChangeProps: ['data', 'error'],
  });
  const items = useMemo(() => newestFirst(head.data ?? [], pages.data?.pages ?? []), [head.data, pages.data]);
  // A search page reads a bounded share of the form and may come back short: go on until a page's worth is shown.
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isSuccess, isPending, isError, error } = pages;
  const short = isSuccess && hasNextPage && !isFetchingNextPage && items.length < PAGE_SIZE;
  useEffect(() => {
    if (short) void fetchNextPage();
  }, [short, fetchNextPage, items.length]);
  const searching = hasNextPage && items.length < PAGE_SIZE;
  // One value that changes only when what the list shows does (the query's result object is new on every render), so
  // the page can draw it in a deferred render.
  return useMemo(
    () => ({ pages: { isPending, isError, error, hasNextPage, isFetchingNextPage, fetchNextPage }, items, searching }),
    [isPending, isError, error, hasNextPage, isFetchingNextPage, fetchNextPage, items, searching],
  );
}

/** The polled head and the loaded pages as one list: newest first, each submission once. */
function newestFirst(head: SubmissionSummary[], pages: { items: SubmissionSummary[] }[]): SubmissionSummary[] {
  const seen = new Set<string>();
  const items: SubmissionSummary[] = [];
  for (const s of [...head, ...pages.flatMap((p) => p.items)]) {
    if (seen.has(s.id)) continue;
    seen.add(s.id);
    items.push(s);
  }
  return items.sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0));
}

/** Invalidates what a change to submissions moves: every list of the form, its detail, the form's counters. */
export function useRefreshInbox(formId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: submissionKeys.inbox(formId) }),
      queryClient.invalidateQueries({ queryKey: formKeys.all }),
    ]);
}

export function useBulk(formId: string) {
  const refresh = useRefreshInbox(formId);
  return useMutation({
    mutationFn: (body: Schemas['BulkSubmissionRequest']) =>
      api.POST('/v1/forms/{id}/submissions/bulk', { params: { path: { id: formId } }, body }),
    onSuccess: () => void refresh(),
  });
}

export function useUpdateSubmission(formId: string) {
  const refresh = useRefreshInbox(formId);
  return useMutation({
    mutationFn: ({ sid, ...body }: { sid: string } & Schemas['UpdateSubmissionRequest']) =>
      api.PATCH('/v1/forms/{id}/submissions/{sid}', { params: { path: { id: formId, sid } }, body }),
    onSuccess: () => void refresh(),
  });
}

export function useDeleteSubmission(formId: string) {
  const refresh = useRefreshInbox(formId);
  return useMutation({
    mutationFn: (sid: string) => api.DELETE('/v1/forms/{id}/submissions/{sid}', submission(formId, sid)),
    onSuccess: () => void refresh(),
  });
}

export const useRedeliverSubmission = (formId: string) =>
  useMutation({
    mutationFn: (sid: string) => api.POST('/v1/forms/{id}/submissions/{sid}/redeliver', submission(formId, sid)),
  });

/** A short-lived link to one uploaded file of a submission. */
export const useFileLink = (formId: string, sid: string) =>
  useMutation({
    mutationFn: (fid: string) =>
      api.GET('/v1/forms/{id}/submissions/{sid}/files/{fid}', {
        params: { path: { id: formId, sid, fid }, query: { redirect: 'false' } },
      }),
  });

/** Deletes every submission in the form's trash for good: the first page of the trash, deleted, until none is left. */
export function useEmptyTrash(formId: string) {
  const refresh = useRefreshInbox(formId);
  return useMutation({
    mutationFn: async () => {
      let deleted = 0;
      for (;;) {
        const page = await listPage(formId, 'trash', undefined, 100);
        if (page.items.length === 0) return { deleted };
        const ids = page.items.map((s) => s.id);
        const result = await api.POST('/v1/forms/{id}/submissions/bulk', {
          params: { path: { id: formId } },
          body: { ids, action: 'delete' },
        });
        deleted += 'updated' in result ? result.updated : 0;
      }
    },
    onSettled: () => void refresh(),
  });
}

/**
 * Sends a submission to the form's public endpoint from this page, as a visitor's browser would (same origin), so
 * the owner sees the whole path work: the inbox, the notification e-mail, webhooks.
 */
export function useTestSubmission(formId: string, slug: string) {
  const refresh = useRefreshInbox(formId);
  return useMutation({
    mutationFn: async (email: string) => {
      const response = await fetch(`/f/${encodeURIComponent(slug)}`, {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json' },
        body: JSON.stringify({ email, message: 'A test submission sent from the Formbase dashboard.' }),
      });
      const body = (await response.json().catch(() => ({}))) as { error?: { message?: string } };
      if (!response.ok) throw new Error(body.error?.message ?? `The endpoint answered HTTP ${response.status}.`);
      return body;
    },
    onSuccess: () => void refresh(),
  });
}

/** Takes one submission out of the trash (the bulk action on one id: the API has no single-submission restore). */
export function useRestoreSubmission(formId: string) {
  const refresh = useRefreshInbox(formId);
  return useMutation({
    mutationFn: (sid: string) =>
      api.POST('/v1/forms/{id}/submissions/bulk', {
        params: { path: { id: formId } },
        body: { ids: [sid], action: 'restore' },
      }),
    onSuccess: () => void refresh(),
  });
}
