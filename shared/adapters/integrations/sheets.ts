import * as z from 'zod/mini';
import { truncate, valueText } from '@shared/domain/integrations/template.js';
import type { OutboundResponse } from '@shared/domain/outbound.js';
import {
  commonOutcome,
  ConnectError,
  form,
  FORM_TYPE,
  fromResponse,
  parseAnswer,
  answer,
  opt,
  text,
  request,
  withQuery,
  type Credentials,
  type DriverDeps,
  type IntegrationDriver,
  type SendInput,
  type SendOutcome,
} from './http.js';
import { integrationConfig, type IntegrationConfig } from '@shared/domain/integrations/registry.js';

const SCOPE = 'https://www.googleapis.com/auth/drive.file';
const CELL_MAX = 50_000;
const DEFAULT_COLUMNS = ['created_at', 'fields'];
/** Refresh the access token this long before Google says it expires. */
const REFRESH_MARGIN_MS = 60_000;

/** Google's errors: the API's `{error: {message}}` or OAuth's `{error, error_description}`. */
const GoogleErrorAnswer = answer({
  error: opt(z.union([z.string(), answer({ message: text() })])),
  error_description: text(),
});
const TokenAnswer = answer({
  access_token: text(),
  refresh_token: text(),
  expires_in: opt(z.union([z.number(), z.string()])),
  error: text(),
});
const SpreadsheetAnswer = answer({
  spreadsheetId: text(),
  spreadsheetUrl: text(),
  sheets: opt(z.array(answer({ properties: opt(answer({ title: text() })) }))),
});
const ValuesAnswer = answer({ values: opt(z.array(z.array(z.unknown()))) });

/** `'Sheet name'!A1` with inner quotes doubled. */
export const sheetRange = (sheet: string, cells: string) => `'${sheet.replace(/'/g, "''")}'!${cells}`;

type SheetConfig = IntegrationConfig<'spreadsheet'>;
const columnsOf = (config: SheetConfig) => config.columns ?? DEFAULT_COLUMNS;

/** The row for a submission: metadata names, `fields.<name>` or a bare field name per column. Always RAW text. */
export function rowOf(input: SendInput, config: SheetConfig): string[] {
  const s = input.submission;
  const meta: Record<string, string> = {
    id: s.id,
    created_at: s.created_at,
    status: s.status,
    submitter_email: s.submitter_email ?? '',
    form_name: input.data.formName,
    fields: Object.entries(s.fields)
      .map(([k, v]) => `${k}: ${valueText(v)}`)
      .join('\n'),
  };
  return columnsOf(config).map((column) => {
    const name = column.startsWith('fields.') ? column.slice(7) : column;
    const value = !column.startsWith('fields.') && column in meta ? meta[column]! : valueText(s.fields[name]);
    return truncate(value, CELL_MAX);
  });
}

const api = (deps: DriverDeps, token: string) => ({
  call: (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) =>
    request(deps, {
      url: `${deps.urls.sheetsApi}/v4/spreadsheets${path}`,
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
});

const googleError = (res: OutboundResponse) => {
  const body = parseAnswer(GoogleErrorAnswer, res.body);
  const error = body?.error;
  const apiMessage = typeof error === 'string' ? undefined : error?.message;
  const oauthError = typeof error === 'string' ? error : undefined;
  return apiMessage ?? body?.error_description ?? oauthError ?? `HTTP ${res.status}`;
};

/** Adds the tab when missing and writes the header row when the first row is empty. */
async function prepareSheet(deps: DriverDeps, token: string, id: string, config: SheetConfig) {
  const sheets = api(deps, token);
  const sheet = config.sheet_name;
  const meta = await sheets.call('GET', `/${encodeURIComponent(id)}?fields=sheets.properties.title`);
  if (meta.status === 403 || meta.status === 404)
    throw new ConnectError(
      'Google Sheets refused the spreadsheet: this app can only reach spreadsheets it created (scope drive.file). ' +
        'Leave spreadsheet_id empty to have one created.',
    );
  if (meta.status !== 200) throw new ConnectError(`Google Sheets: ${googleError(meta)}`);
  const titles = (parseAnswer(SpreadsheetAnswer, meta.body)?.sheets ?? []).map((s) => s.properties?.title);
  if (!titles.includes(sheet)) {
    const added = await sheets.call('POST', `/${encodeURIComponent(id)}:batchUpdate`, {
      requests: [{ addSheet: { properties: { title: sheet } } }],
    });
    if (added.status !== 200) throw new ConnectError(`Google Sheets could not add the tab: ${googleError(added)}`);
  }
  const first = await sheets.call(
    'GET',
    `/${encodeURIComponent(id)}/values/${encodeURIComponent(sheetRange(sheet, '1:1'))}`,
  );
  if (first.status === 200 && !((parseAnswer(ValuesAnswer, first.body)?.values?.[0]?.length ?? 0) > 0)) {
    const header = await sheets.call(
      'PUT',
      `/${encodeURIComponent(id)}/values/${encodeURIComponent(sheetRange(sheet, 'A1'))}?valueInputOption=RAW`,
      { majorDimension: 'ROWS', values: [columnsOf(config)] },
    );
    if (header.status !== 200)
      throw new ConnectError(`Google Sheets could not write the header row: ${googleError(header)}`);
  }
}

async function tokenRequest(deps: DriverDeps, values: Record<string, string>) {
  const res = await request(deps, {
    url: deps.urls.googleToken,
    method: 'POST',
    headers: FORM_TYPE,
    body: form(values),
  });
  return { res, body: parseAnswer(TokenAnswer, res.body) };
}

const expiryOf = (expiresIn: unknown) => new Date(Date.now() + Number(expiresIn ?? 3599) * 1000).toISOString();

/** A fresh access token (refreshing when near expiry or when `force`); undefined when Google refused the grant. */
async function accessToken(
  deps: DriverDeps,
  input: SendInput,
  force: boolean,
): Promise<{ token: string } | { outcome: SendOutcome }> {
  const c = input.credentials;
  if (!force && Date.parse(c.expires_at ?? '') - REFRESH_MARGIN_MS > Date.now()) return { token: c.access_token! };
  const app = input.app;
  if (!app) throw new Error('the spreadsheet OAuth app is not configured');
  const { res, body } = await tokenRequest(deps, {
    grant_type: 'refresh_token',
    refresh_token: c.refresh_token!,
    client_id: app.clientId,
    client_secret: app.clientSecret,
  });
  if (res.status === 200 && typeof body?.access_token === 'string') {
    const next: Credentials = { ...c, access_token: body.access_token, expires_at: expiryOf(body.expires_in) };
    await input.saveCredentials(next);
    input.credentials = next;
    return { token: body.access_token };
  }
  if (body?.error === 'invalid_grant' || res.status === 400 || res.status === 401)
    return {
      outcome: {
        kind: 'reauth',
        error: `Google: ${body?.error ?? res.status} (authorize again)`,
        ...fromResponse(res),
      },
    };
  return {
    outcome: commonOutcome(res, input.now, googleError(res)) ?? {
      kind: 'retry',
      error: googleError(res),
      ...fromResponse(res),
    },
  };
}

/**
 * `spreadsheet` = Google Sheets v4 with scope `drive.file`. The callback exchanges the code (offline access), creates
 * the spreadsheet when no id was given (or adds the tab) and writes the header row. Rows are appended with
 * `valueInputOption=RAW`, so `=IMPORTXML(…)` typed by a visitor stays text.
 */
export const sheetsDriver: IntegrationDriver = {
  type: 'spreadsheet',

  authorizeUrl: (urls, app, p) =>
    withQuery(urls.googleAuthorize, {
      client_id: app.clientId,
      redirect_uri: p.redirectUri,
      response_type: 'code',
      scope: SCOPE,
      access_type: 'offline',
      prompt: 'consent',
      state: p.state,
    }),

  async connect(deps, app, p) {
    const { res, body } = await tokenRequest(deps, {
      code: p.code,
      client_id: app.clientId,
      client_secret: app.clientSecret,
      redirect_uri: p.redirectUri,
      grant_type: 'authorization_code',
    });
    if (res.status !== 200 || typeof body?.access_token !== 'string')
      throw new ConnectError(`Google refused the authorization (${body?.error ?? `HTTP ${res.status}`})`);
    if (typeof body.refresh_token !== 'string')
      throw new ConnectError('Google did not grant offline access (no refresh token)');
    const token = body.access_token;
    const config = integrationConfig(p.integration, 'spreadsheet');
    let id = config.spreadsheet_id;
    let url: string | null = id ? `https://docs.google.com/spreadsheets/d/${id}` : null;
    if (!id) {
      const created = await api(deps, token).call('POST', '', {
        properties: { title: `${p.formName} (${p.integration.label})`.slice(0, 200) },
        sheets: [{ properties: { title: config.sheet_name } }],
      });
      const sheet = parseAnswer(SpreadsheetAnswer, created.body);
      if (created.status !== 200 || typeof sheet?.spreadsheetId !== 'string')
        throw new ConnectError(`Google Sheets could not create the spreadsheet: ${googleError(created)}`);
      id = sheet.spreadsheetId;
      url = sheet.spreadsheetUrl ?? null;
    }
    await prepareSheet(deps, token, id, config);
    return {
      credentials: { access_token: token, refresh_token: body.refresh_token, expires_at: expiryOf(body.expires_in) },
      config: { spreadsheet_id: id },
      connected: { spreadsheet_id: id, spreadsheet_url: url, sheet_name: config.sheet_name },
    };
  },

  async send(deps, input) {
    const config = integrationConfig(input.integration, 'spreadsheet');
    const id = config.spreadsheet_id;
    if (!id) return { kind: 'owner', error: 'Google Sheets: no spreadsheet is connected (authorize again)' };
    const sheet = config.sheet_name;
    const body = { majorDimension: 'ROWS', values: [rowOf(input, config)] };
    const path = `/${encodeURIComponent(id)}/values/${encodeURIComponent(sheetRange(sheet, 'A1'))}:append?valueInputOption=RAW&insertDataOption=INSERT_ROWS`;
    Object.assign(input.payload, {
      spreadsheet_id: id,
      range: sheetRange(sheet, 'A1'),
      value_input_option: 'RAW',
      body,
    });
    let refreshed = false;
    let addedTab = false;
    for (;;) {
      const auth = await accessToken(deps, input, refreshed);
      if ('outcome' in auth) return auth.outcome;
      const res = await api(deps, auth.token).call('POST', path, body);
      const common = commonOutcome(res, input.now, googleError(res));
      if (common) return common;
      if (res.status === 401 && !refreshed) {
        refreshed = true;
        continue;
      }
      if (res.status === 401)
        return { kind: 'reauth', error: 'Google: the access was revoked (authorize again)', ...fromResponse(res) };
      if (res.status === 400 && /Unable to parse range/i.test(googleError(res)) && !addedTab) {
        addedTab = true;
        try {
          await prepareSheet(deps, auth.token, id, config);
        } catch (error) {
          if (error instanceof ConnectError) return { kind: 'owner', error: error.message, ...fromResponse(res) };
          throw error;
        }
        continue;
      }
      if (res.status === 403 || res.status === 404)
        return {
          kind: 'owner',
          error: `Google Sheets ${res.status}: the spreadsheet is gone or not reachable by this app (${googleError(res)})`,
          ...fromResponse(res),
        };
      return { kind: 'permanent', error: `Google Sheets: ${googleError(res)}`, ...fromResponse(res) };
    }
  },
};
