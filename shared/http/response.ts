import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

export type HttpResult = APIGatewayProxyStructuredResultV2 & { statusCode: number; headers: Record<string, string> };

const JSON_TYPE = 'application/json; charset=utf-8';

export const json = (statusCode: number, body: unknown, headers: Record<string, string> = {}): HttpResult => ({
  statusCode,
  headers: { 'content-type': JSON_TYPE, ...headers },
  body: JSON.stringify(body),
});

export const noContent = (headers: Record<string, string> = {}): HttpResult => ({ statusCode: 204, headers });

export const html = (statusCode: number, body: string, headers: Record<string, string> = {}): HttpResult => ({
  statusCode,
  headers: { 'content-type': 'text/html; charset=utf-8', ...headers },
  body,
});

export const redirect = (location: string, statusCode = 303, headers: Record<string, string> = {}): HttpResult => ({
  statusCode,
  headers: { location, ...headers },
});
