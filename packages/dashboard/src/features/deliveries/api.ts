import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Schemas } from '@formbase/client';
import { api } from '../../api/client';

/** Deliveries: webhooks, integrations, their delivery logs, the autoresponder and the suppression list. */
export const webhookKeys = {
  all: ['webhooks'] as const,
  list: (formId: string) => [...webhookKeys.all, 'list', formId] as const,
  deliveries: (webhookId: string, status: string) => [...webhookKeys.all, 'deliveries', webhookId, status] as const,
  delivery: (webhookId: string, id: string) => [...webhookKeys.all, 'delivery', webhookId, id] as const,
};
export const integrationKeys = {
  all: ['integrations'] as const,
  list: (formId: string) => [...integrationKeys.all, 'list', formId] as const,
  deliveries: (id: string) => [...integrationKeys.all, 'deliveries', id] as const,
  delivery: (id: string, deliveryId: string) => [...integrationKeys.all, 'delivery', id, deliveryId] as const,
};
export const autoresponderKeys = { detail: (formId: string) => ['autoresponder', formId] as const };
export const suppressionKeys = { list: ['suppression'] as const };

const form = (id: string) => ({ params: { path: { id } } });
const webhook = (wid: string) => ({ params: { path: { wid } } });
const integration = (IntegrationID: string) => ({ params: { path: { IntegrationID } } });

/** A mutation that refreshes `key` once it succeeded. */
function useChanging<V, R>(key: readonly unknown[], mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => void queryClient.invalidateQueries({ queryKey: key }) });
}

// Webhooks
export const webhooksQuery = (formId: string) =>
  queryOptions({ queryKey: webhookKeys.list(formId), queryFn: () => api.GET('/v1/forms/{id}/webhooks', form(formId)) });
export const useCreateWebhook = (formId: string) =>
  useChanging(webhookKeys.list(formId), (body: Schemas['CreateWebhookRequest']) =>
    api.POST('/v1/forms/{id}/webhooks', { ...form(formId), body }),
  );
export const useUpdateWebhook = (formId: string, wid: string) =>
  useChanging(webhookKeys.list(formId), (body: Schemas['UpdateWebhookRequest']) =>
    api.PATCH('/v1/webhooks/{wid}', { ...webhook(wid), body }),
  );
export const useDeleteWebhook = (formId: string, wid: string) =>
  useChanging(webhookKeys.list(formId), () => api.DELETE('/v1/webhooks/{wid}', webhook(wid)));
export const useRotateWebhookSecret = (wid: string) =>
  useMutation({ mutationFn: () => api.POST('/v1/webhooks/{wid}/rotate-secret', webhook(wid)) });
export const useTestWebhook = (wid: string) =>
  useMutation({ mutationFn: () => api.POST('/v1/webhooks/{wid}/test', webhook(wid)) });

/** Everything one submission caused to be sent (e-mails, webhook and integration tries, redeliveries), oldest first. */
export const submissionTimelineQuery = (formId: string, submissionId: string) =>
  queryOptions({
    queryKey: ['timeline', formId, submissionId],
    queryFn: () =>
      api.GET('/v1/forms/{id}/submissions/{sid}/deliveries', { params: { path: { id: formId, sid: submissionId } } }),
    // Tries keep coming while retries run: ask again while the page is open.
    refetchInterval: 5000,
  });

// Integrations
export const integrationsQuery = (formId: string) =>
  queryOptions({
    queryKey: integrationKeys.list(formId),
    queryFn: () => api.GET('/v1/forms/{id}/integrations', form(formId)),
    // While one waits for the owner in the provider's page, its status changes without us: ask again.
    refetchInterval: (q) => (q.state.data?.some((i) => i.status !== 'active' && i.status !== 'paused') ? 2000 : false),
  });
export const useCreateIntegration = (formId: string) =>
  useChanging(integrationKeys.list(formId), (body: Schemas['CreateIntegrationRequest']) =>
    api.POST('/v1/forms/{id}/integrations', { ...form(formId), body }),
  );
export const useUpdateIntegration = (formId: string, id: string) =>
  useChanging(integrationKeys.list(formId), (body: Schemas['UpdateIntegrationRequest']) =>
    api.PATCH('/v1/integrations/{IntegrationID}', { ...integration(id), body }),
  );
export const useReauthorizeIntegration = (formId: string, id: string) =>
  useChanging(integrationKeys.list(formId), () =>
    api.POST('/v1/integrations/{IntegrationID}/authorize', { ...integration(id), body: {} }),
  );
export const useDeleteIntegration = (formId: string, id: string) =>
  useChanging(integrationKeys.list(formId), () => api.DELETE('/v1/integrations/{IntegrationID}', integration(id)));
export const useTestIntegration = (id: string) =>
  useMutation({ mutationFn: () => api.POST('/v1/integrations/{IntegrationID}/test', integration(id)) });

// Bulk replay: an endpoint's failed and dead deliveries in a time range, sent again
export type ReplayEndpoint = { kind: 'webhook' | 'integration'; id: string };
export type Replay = Schemas['DeliveryReplay'];
export const startReplay = (endpoint: ReplayEndpoint, body: { since: string; until?: string }): Promise<Replay> =>
  endpoint.kind === 'webhook'
    ? api.POST('/v1/webhooks/{wid}/replays', { ...webhook(endpoint.id), body })
    : api.POST('/v1/integrations/{IntegrationID}/replays', { ...integration(endpoint.id), body });

const CROCKFORD = '0123456789abcdefghjkmnpqrstvwxyz';

/** The time an id was made at: ids are `<prefix>_<ULID>`, whose first ten characters are the time in ms. */
export function idTime(id: string): number {
  const ulid = id.slice(id.indexOf('_') + 1, id.indexOf('_') + 11).toLowerCase();
  return [...ulid].reduce((ms, c) => ms * 32 + CROCKFORD.indexOf(c), 0);
}

/**
 * The time of the event behind the oldest of an endpoint's failed or dead deliveries (among the newest 100 of each),
 * which is where a replay of them starts; null when none is failed or dead.
 */
export async function oldestFailure(endpoint: ReplayEndpoint): Promise<string | null> {
  const source = endpoint.kind === 'webhook' ? webhookLog(endpoint.id) : integrationLog(endpoint.id);
  const pages = await Promise.all((['failed', 'dead'] as const).map((status) => source.list(status, undefined, 100)));
  const times = pages.flatMap((p) => p.deliveries.map((d) => idTime(d.event_id)));
  return times.length === 0 ? null : new Date(Math.min(...times)).toISOString();
}

// Delivery logs (one shape for a webhook's and an integration's)
export type Delivery = Schemas['WebhookDelivery'] | Schemas['IntegrationDelivery'];
export type Attempt = Schemas['WebhookDeliveryAttempt'];
export type DeliveryStatusFilter = Schemas['DeliveryStatus'] | '';

export interface DeliveryLogSource {
  title: string;
  key: readonly unknown[];
  list: (
    status: DeliveryStatusFilter,
    cursor?: string,
    limit?: number,
  ) => Promise<{ deliveries: Delivery[]; next_cursor: string | null }>;
  detail: (id: string) => Promise<{ attempts: Attempt[]; payload?: Record<string, unknown> }>;
  redeliver: (id: string) => Promise<unknown>;
}

export function webhookLog(webhookId: string): DeliveryLogSource {
  const wid = { wid: webhookId };
  return {
    title: 'Webhook deliveries',
    key: webhookKeys.deliveries(webhookId, ''),
    list: (status, cursor, limit = 50) =>
      api.GET('/v1/webhooks/{wid}/deliveries', {
        params: { path: wid, query: { status: status || undefined, cursor, limit } },
      }),
    detail: (did) => api.GET('/v1/webhooks/{wid}/deliveries/{did}', { params: { path: { ...wid, did } } }),
    redeliver: (did) =>
      api.POST('/v1/webhooks/{wid}/deliveries/{did}/redeliver', { params: { path: { ...wid, did } } }),
  };
}

export function integrationLog(integrationId: string): DeliveryLogSource {
  const path = { IntegrationID: integrationId };
  return {
    title: 'Integration deliveries',
    key: integrationKeys.deliveries(integrationId),
    list: (status, cursor, limit = 50) =>
      api.GET('/v1/integrations/{IntegrationID}/deliveries', {
        params: { path, query: { status: status || undefined, cursor, limit } },
      }),
    detail: (did) =>
      api.GET('/v1/integrations/{IntegrationID}/deliveries/{did}', { params: { path: { ...path, did } } }),
    redeliver: (did) =>
      api.POST('/v1/integrations/{IntegrationID}/deliveries/{did}/redeliver', { params: { path: { ...path, did } } }),
  };
}

export const deliveryPages = (source: DeliveryLogSource, status: DeliveryStatusFilter) =>
  infiniteQueryOptions({
    queryKey: [...source.key, status],
    queryFn: ({ pageParam }) => source.list(status, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    refetchInterval: 3000,
  });
export const deliveryQuery = (source: DeliveryLogSource, id: string) =>
  queryOptions({ queryKey: [...source.key, 'detail', id], queryFn: () => source.detail(id) });
export const useRedeliver = (source: DeliveryLogSource, id: string) =>
  useChanging(source.key, () => source.redeliver(id));

// Autoresponder
export const autoresponderQuery = (formId: string) =>
  queryOptions({
    queryKey: autoresponderKeys.detail(formId),
    queryFn: () => api.GET('/v1/forms/{id}/autoresponder', form(formId)),
  });
export const useSaveAutoresponder = (formId: string) =>
  useChanging(autoresponderKeys.detail(formId), (body: Schemas['UpsertAutoresponderRequest']) =>
    api.PUT('/v1/forms/{id}/autoresponder', { ...form(formId), body }),
  );
export const useTestAutoresponder = (formId: string) =>
  useMutation({
    mutationFn: (body: Schemas['TestAutoresponderRequest']) =>
      api.POST('/v1/forms/{id}/autoresponder/test', { ...form(formId), body }),
  });

// Suppression list
export const suppressionPages = () =>
  infiniteQueryOptions({
    queryKey: suppressionKeys.list,
    queryFn: ({ pageParam }) => api.GET('/v1/email/suppression', { params: { query: { cursor: pageParam } } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
/**
 * The list's first hundred addresses, which the delivery-health banner compares with a form's notification addresses.
 * A role that may not read the list gets none (the banner then shows the other problems).
 */
export const suppressedAddressesQuery = () =>
  queryOptions({
    queryKey: [...suppressionKeys.list, 'first'] as const,
    queryFn: () =>
      api
        .GET('/v1/email/suppression', { params: { query: { limit: 100 } } })
        .catch(() => ({ entries: [], next_cursor: null })),
  });
export const useRemoveSuppression = () =>
  useChanging(suppressionKeys.list, (id: string) =>
    api.DELETE('/v1/email/suppression/{id}', { params: { path: { id } } }),
  );
