import type { FakeAnswer, FakeHandler } from './server.js';

/** Google's error shape. */
const googleError = (code: number, message: string, status: string): FakeAnswer => ({
  status: code,
  body: { error: { code, message, status } },
});

const tokens = new Map<string, { refresh: string; expires: number }>();
const refreshTokens = new Set<string>();
const spreadsheets = new Map<string, Map<string, string[][]>>();

/** `'Sheet'!A1` → sheet name (inner '' undone). */
const sheetOfRange = (range: string) => {
  const match = /^'((?:[^']|'')*)'!/.exec(range) ?? /^([^!]+)!/.exec(range);
  return match ? match[1]!.replace(/''/g, "'") : range;
};

/** Google OAuth (authorization code, refresh) and the Sheets v4 calls the integration makes. */
const google: FakeHandler = (req, ctx) => {
  if (req.method === 'GET' && req.path === '/o/oauth2/v2/auth') return ctx.authorize(req, 'google');
  if (req.method === 'POST' && req.path === '/token') {
    const grant = req.form.get('grant_type');
    if (!req.form.get('client_id') || !req.form.get('client_secret'))
      return { status: 401, body: { error: 'invalid_client' } };
    if (grant === 'authorization_code') {
      if (!ctx.redeem('google', req.form.get('code'), req.form.get('redirect_uri')))
        return { status: 400, body: { error: 'invalid_grant', error_description: 'Bad Request' } };
      const access = ctx.token('ya29');
      const refresh = ctx.token('1//refresh');
      refreshTokens.add(refresh);
      tokens.set(access, { refresh, expires: Date.now() + 3599_000 });
      return {
        status: 200,
        body: {
          access_token: access,
          expires_in: 3599,
          refresh_token: refresh,
          scope: 'https://www.googleapis.com/auth/drive.file',
          token_type: 'Bearer',
        },
      };
    }
    if (grant === 'refresh_token') {
      const refresh = req.form.get('refresh_token') ?? '';
      if (!refreshTokens.has(refresh))
        return {
          status: 400,
          body: { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' },
        };
      const access = ctx.token('ya29');
      tokens.set(access, { refresh, expires: Date.now() + 3599_000 });
      return {
        status: 200,
        body: {
          access_token: access,
          expires_in: 3599,
          scope: 'https://www.googleapis.com/auth/drive.file',
          token_type: 'Bearer',
        },
      };
    }
    return { status: 400, body: { error: 'unsupported_grant_type' } };
  }
  if (!req.path.startsWith('/sheets/v4/spreadsheets')) return undefined;
  const token = tokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
  if (!token || token.expires < Date.now() || !refreshTokens.has(token.refresh))
    return googleError(401, 'Request had invalid authentication credentials.', 'UNAUTHENTICATED');
  const rest = req.path.slice('/sheets/v4/spreadsheets'.length);
  if (req.method === 'POST' && rest === '') {
    const id = ctx.token('sheet').replace(/-/g, '_');
    const tabs = new Map<string, string[][]>();
    for (const s of req.json?.sheets ?? [{ properties: { title: 'Sheet1' } }])
      tabs.set(String(s.properties?.title ?? 'Sheet1'), []);
    spreadsheets.set(id, tabs);
    return {
      status: 200,
      body: {
        spreadsheetId: id,
        properties: req.json?.properties ?? {},
        sheets: [...tabs.keys()].map((title) => ({ properties: { title } })),
        spreadsheetUrl: `${ctx.base}/google/docs/spreadsheets/d/${id}/edit`,
      },
    };
  }
  const match = /^\/([^/:]+)(?::batchUpdate)?(?:\/values\/([^/]+))?$/.exec(rest);
  if (!match) return undefined;
  const book = spreadsheets.get(match[1]!);
  if (!book) return googleError(404, 'Requested entity was not found.', 'NOT_FOUND');
  if (rest.endsWith(':batchUpdate')) {
    for (const r of req.json?.requests ?? []) if (r.addSheet) book.set(String(r.addSheet.properties.title), []);
    return { status: 200, body: { spreadsheetId: match[1], replies: [{}] } };
  }
  if (!match[2])
    return {
      status: 200,
      body: { spreadsheetId: match[1], sheets: [...book.keys()].map((title) => ({ properties: { title } })) },
    };
  const encoded = decodeURIComponent(match[2]);
  const append = encoded.endsWith(':append');
  const range = append ? encoded.slice(0, -':append'.length) : encoded;
  const rows = book.get(sheetOfRange(range));
  if (!rows) return googleError(400, `Unable to parse range: ${range}`, 'INVALID_ARGUMENT');
  if (req.method === 'GET')
    return { status: 200, body: { range, majorDimension: 'ROWS', ...(rows[0] ? { values: [rows[0]] } : {}) } };
  if (req.query.get('valueInputOption') !== 'RAW' && req.query.get('valueInputOption') !== 'USER_ENTERED')
    return googleError(400, "Invalid valueInputOption: ''", 'INVALID_ARGUMENT');
  const values = (req.json?.values ?? []) as string[][];
  if (req.method === 'PUT') rows.splice(0, values.length, ...values);
  else if (append) rows.push(...values);
  else return undefined;
  return {
    status: 200,
    body: {
      spreadsheetId: match[1],
      tableRange: range,
      updates: {
        spreadsheetId: match[1],
        updatedRange: range,
        updatedRows: values.length,
        updatedCells: values.flat().length,
      },
    },
  };
};

export const sheetsFakes = { google };
/** The rows a fake spreadsheet holds (tests read what arrived). */
export const fakeSheetRows = (id: string, sheet: string) => spreadsheets.get(id)?.get(sheet);
