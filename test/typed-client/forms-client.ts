import createClient from 'openapi-fetch';
import type { components, paths } from '../generated/api.js';

/**
 * A typed client over the types openapi-typescript generates from the served `/v1/openapi.json`. Compiled by
 * `test/integration/openapi-client.test.ts` with `tsc` against freshly generated types, then used against the
 * running service: if the document drifts from what the code below relies on, the test fails to compile.
 */
export type Form = components['schemas']['Form'];
export type FormSummary = components['schemas']['FormSummary'];
export type ApiError = components['schemas']['Error'];
export type FormsApi = ReturnType<typeof formsApi>;

export function formsApi(baseUrl: string, token: string) {
  return createClient<paths>({ baseUrl, headers: { authorization: `Bearer ${token}` } });
}

class ApiCallError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiError,
  ) {
    super(`${status} ${body.error.code}${body.error.field ? ` (${body.error.field})` : ''}`);
  }
}

/** Config-as-code: makes the form with `externalKey` exist with this name and recipients; returns it. */
export async function upsertForm(
  api: FormsApi,
  externalKey: string,
  name: string,
  notifyEmails: string[],
): Promise<Form> {
  const found = await api.GET('/v1/forms', { params: { query: { external_key: externalKey } } });
  if (found.error) throw new ApiCallError(found.response.status, found.error);
  const existing: FormSummary | undefined = found.data[0];
  if (existing) {
    const updated = await api.PATCH('/v1/forms/{id}', {
      params: { path: { id: existing.id } },
      body: { name, notify_emails: notifyEmails, settings: { retention: { days: 90 }, rate_limit: { limit: 2 } } },
    });
    if (updated.error) throw new ApiCallError(updated.response.status, updated.error);
    return updated.data;
  }
  const created = await api.POST('/v1/forms', { body: { name, external_key: externalKey, access_mode: 'public' } });
  if (created.error) throw new ApiCallError(created.response.status, created.error);
  const patched = await api.PATCH('/v1/forms/{id}', {
    params: { path: { id: created.data.id } },
    body: { notify_emails: notifyEmails },
  });
  if (patched.error) throw new ApiCallError(patched.response.status, patched.error);
  return patched.data;
}

/** Trashes a form; returns the error envelope for statuses other than 204. */
export async function trashForm(api: FormsApi, id: string): Promise<ApiError | undefined> {
  const { error, response } = await api.DELETE('/v1/forms/{id}', { params: { path: { id } } });
  return response.status === 204 ? undefined : error;
}

/** The retention a form uses, from the typed settings section. */
export const retentionDays = (form: Form): 30 | 60 | 90 | 180 | 365 | null => form.settings.retention.days;
