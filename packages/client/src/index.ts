import createClient, { type Client, type FetchResponse, type MaybeOptionalInit } from 'openapi-fetch';
import type { HttpMethod, MediaType, PathsWithMethod, RequiredKeysOf } from 'openapi-typescript-helpers';
import { FormbaseError } from './errors.js';
import type { components, operations, paths } from './generated/api.js';
import { paginate } from './paginate.js';
import { retryingFetch, type RetryOptions } from './retry.js';

export { FormbaseError, isFormbaseError, retryAfterSeconds, type ErrorEnvelope } from './errors.js';
export { paginate, type CursorPage } from './paginate.js';
export { retryingFetch, type RetryOptions } from './retry.js';
export type { components, operations, paths };

/** Every named schema of the contract, e.g. `Schemas['Form']`. */
export type Schemas = components['schemas'];
export type Form = Schemas['Form'];
export type FormSummary = Schemas['FormSummary'];
export type Submission = Schemas['Submission'];
export type SubmissionSummary = Schemas['SubmissionSummary'];
export type WebhookEndpoint = Schemas['WebhookEndpoint'];
export type SubmissionExport = Schemas['SubmissionExport'];
export type StartSubmissionExportRequest = Schemas['StartSubmissionExportRequest'];

export interface FormbaseClientOptions {
  /** The deployment's base URL, e.g. `https://abc123.execute-api.eu-west-1.amazonaws.com` or `http://localhost:3000`. */
  baseUrl: string;
  /**
   * An organization API key (`fk_sk_live_…`); `read` keys may only GET. Omit it in a page served by the dashboard
   * origin: calls then carry the browser's session cookie (same-origin credentials) and no Authorization header.
   */
  apiKey?: string;
  /** Retrying of 429 (and 503 on idempotent calls), honouring `Retry-After`. */
  retry?: RetryOptions;
  /** The fetch to use (default: the global one). */
  fetch?: typeof fetch;
  /** Headers sent with every call (e.g. a user agent). */
  headers?: Record<string, string>;
}

// openapi-fetch's own parameter helper (not exported by it): the init argument is optional when nothing in it is.
type InitParam<Init> =
  RequiredKeysOf<Init> extends never ? [(Init & { [key: string]: unknown })?] : [Init & { [key: string]: unknown }];
type DataOf<Path extends keyof paths, Method extends HttpMethod, Init> = NonNullable<
  FetchResponse<paths[Path][Method] & Record<string | number, unknown>, Init, MediaType>['data']
>;

/** A typed call that resolves to the success body (undefined for 204) and throws `FormbaseError` otherwise. */
export type Call<Method extends HttpMethod> = <
  Path extends PathsWithMethod<paths, Method>,
  Init extends MaybeOptionalInit<paths[Path], Method>,
>(
  path: Path,
  ...init: InitParam<Init>
) => Promise<[DataOf<Path, Method, Init>] extends [never] ? void : DataOf<Path, Method, Init>>;

export interface FormbaseClient {
  GET: Call<'get'>;
  POST: Call<'post'>;
  PUT: Call<'put'>;
  PATCH: Call<'patch'>;
  DELETE: Call<'delete'>;
  /** The underlying openapi-fetch client: resolves to `{ data, error, response }` instead of throwing. */
  raw: Client<paths>;
  /**
   * Every submission of a form (newest first) that the filters match, page by page as you iterate (a search's short
   * pages are followed).
   */
  submissions(
    formId: string,
    query?: SubmissionFilters & { pageSize?: number },
  ): AsyncGenerator<SubmissionSummary, void, undefined>;
  /**
   * Runs a server export of the form's submissions (`POST /v1/forms/{id}/exports`) and reads it until it is done;
   * resolves to the finished export (its `download_url` works for 15 minutes), throws `FormbaseError` when it failed.
   */
  exportSubmissions(
    formId: string,
    request?: StartSubmissionExportRequest,
    options?: { pollMs?: number; onProgress?: (rows: number) => void },
  ): Promise<SubmissionExport>;
}

/** The filters of a submissions list: status, text, starred, files, created range, one field's value. */
export type SubmissionFilters = Omit<
  NonNullable<paths['/v1/forms/{id}/submissions']['get']['parameters']['query']>,
  'cursor' | 'limit' | 'include'
>;

const filtersOf = ({ pageSize: _pageSize, ...filters }: SubmissionFilters & { pageSize?: number }) => filters;

/** A client for one deployment and API key (or, in the dashboard, the signed-in browser session). */
export function createFormbaseClient(options: FormbaseClientOptions): FormbaseClient {
  const baseFetch = options.fetch ?? globalThis.fetch;
  const send = retryingFetch(async (request) => {
    try {
      return await baseFetch(request);
    } catch (cause) {
      throw Object.assign(new FormbaseError(0, 'network_error', `cannot reach ${request.url}: ${String(cause)}`), {
        cause,
      });
    }
  }, options.retry);
  const raw = createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    headers: options.apiKey ? { ...options.headers, authorization: `Bearer ${options.apiKey}` } : options.headers,
    credentials: 'same-origin',
    fetch: send,
  });

  const call =
    (method: Uppercase<HttpMethod>) =>
    async (path: string, init?: Record<string, unknown>): Promise<unknown> => {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the typed signatures are on `Call`.
      const { data, error, response } = await (raw.request as any)(method.toLowerCase(), path, init);
      if (!response.ok) throw FormbaseError.fromResponse(response, error);
      return data;
    };

  const client: FormbaseClient = {
    GET: call('GET') as Call<'get'>,
    POST: call('POST') as Call<'post'>,
    PUT: call('PUT') as Call<'put'>,
    PATCH: call('PATCH') as Call<'patch'>,
    DELETE: call('DELETE') as Call<'delete'>,
    raw,
    submissions: (formId, query = {}) =>
      paginate(
        (cursor) =>
          client.GET('/v1/forms/{id}/submissions', {
            params: {
              path: { id: formId },
              query: { ...filtersOf(query), cursor, limit: query.pageSize ?? 100 },
            },
          }),
        (page) => page.items,
      ),
    async exportSubmissions(formId, request = {}, { pollMs = 500, onProgress } = {}) {
      let job = await client.POST('/v1/forms/{id}/exports', { params: { path: { id: formId } }, body: request });
      while (job.status === 'queued' || job.status === 'running') {
        onProgress?.(job.rows_done);
        await new Promise((resolve) => setTimeout(resolve, pollMs));
        job = await client.GET('/v1/forms/{id}/exports/{eid}', { params: { path: { id: formId, eid: job.id } } });
      }
      if (job.status === 'failed') throw new FormbaseError(500, 'export_failed', job.error ?? 'the export failed');
      return job;
    },
  };
  return client;
}
