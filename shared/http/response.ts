import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

/**
 * An HTTP answer. `B` is the JSON body's type before serialization (a type-level tag, never set at run time): a
 * route's handler may only return JSON its declared success schema accepts (`defineRoute`), as Hono's zod-openapi
 * routes do. Answers without a JSON body (pages, redirects, 204) are `HttpResult<never>` and fit every route.
 */
export type HttpResult<B = unknown> = APIGatewayProxyStructuredResultV2 & {
  statusCode: number;
  headers: Record<string, string>;
  readonly jsonBody?: B;
};

const JSON_TYPE = 'application/json; charset=utf-8';

export const json = <B>(statusCode: number, body: B, headers: Record<string, string> = {}): HttpResult<B> => ({
  statusCode,
  headers: { 'content-type': JSON_TYPE, ...headers },
  body: JSON.stringify(body),
});

export const noContent = (headers: Record<string, string> = {}): HttpResult<never> => ({ statusCode: 204, headers });

export const html = (statusCode: number, body: string, headers: Record<string, string> = {}): HttpResult<never> => ({
  statusCode,
  headers: { 'content-type': 'text/html; charset=utf-8', ...headers },
  body,
});

export const redirect = (
  location: string,
  statusCode = 303,
  headers: Record<string, string> = {},
): HttpResult<never> => ({
  statusCode,
  headers: { location, ...headers },
});
