import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/** What a route handler sees of an HTTP request: normalized, decoded, transport-neutral. */
export interface ApiRequest {
  method: string;
  path: string;
  /** Header names lowercased; API Gateway joins repeated headers with commas. */
  headers: Record<string, string>;
  /** Every value of every query parameter, in order. */
  query: Record<string, string[]>;
  /** The raw body bytes (base64-decoded when API Gateway encoded them). */
  body: Buffer | undefined;
  cookies: string[];
  pathParams: Record<string, string>;
  requestId: string;
  sourceIp: string;
  /** When the request arrived, epoch milliseconds. */
  receivedAt: number;
}

/** The first value of a query parameter. */
export const queryParam = (req: ApiRequest, name: string): string | undefined => req.query[name]?.[0];

/** Splits a raw query string keeping repeated keys, the way browsers and URLSearchParams read it. */
export function parseQuery(raw: string): Record<string, string[]> {
  const query: Record<string, string[]> = Object.create(null);
  for (const [key, value] of new URLSearchParams(raw)) (query[key] ??= []).push(value);
  return query;
}

export function requestFromEvent(event: APIGatewayProxyEventV2): ApiRequest {
  const headers: Record<string, string> = Object.create(null);
  for (const [name, value] of Object.entries(event.headers ?? {})) {
    if (value !== undefined) headers[name.toLowerCase()] = value;
  }
  const body =
    event.body === undefined || event.body === null
      ? undefined
      : Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8');
  return {
    method: event.requestContext.http.method.toUpperCase(),
    path: event.rawPath,
    headers,
    query: parseQuery(event.rawQueryString ?? ''),
    body,
    cookies: event.cookies ?? [],
    pathParams: {},
    requestId: event.requestContext.requestId,
    sourceIp: event.requestContext.http.sourceIp,
    receivedAt: event.requestContext.timeEpoch ?? Date.now(),
  };
}
