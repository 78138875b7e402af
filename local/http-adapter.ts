import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { isIP } from 'node:net';
import { isApiPath } from '@shared/infra/dashboard.js';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';

export type HttpHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

/** Which function serves a request, as the API Gateway routes in the stateless stack decide it. */
export type Dispatch = (method: string, path: string) => HttpHandler | undefined;

/** API Gateway's payload limit. */
const MAX_BODY_BYTES = 10 * 1024 * 1024;
const TEXT_TYPES = /^(text\/|application\/(json|x-www-form-urlencoded|xml|javascript)|[^;]*\+json)/i;

export const lambdaContext = (requestId: string): Context =>
  ({
    awsRequestId: requestId,
    functionName: 'local',
    functionVersion: '$LATEST',
    invokedFunctionArn: 'arn:aws:lambda:us-east-1:000000000000:function:local',
    memoryLimitInMB: '512',
    logGroupName: 'local',
    logStreamName: 'local',
    callbackWaitsForEmptyEventLoop: false,
    getRemainingTimeInMillis: () => 29_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  }) as Context;

/**
 * The client address API Gateway would put in `sourceIp`. Locally only, the first `X-Forwarded-For` entry wins, so
 * a developer can simulate visitors from other countries (`curl -H 'X-Forwarded-For: 81.2.69.142' …`); deployed,
 * API Gateway sets `sourceIp` from the connection and the handlers never read this header.
 */
function clientAddress(req: IncomingMessage, headers: Record<string, string>): string {
  const forwarded = headers['x-forwarded-for']?.split(',')[0]?.trim();
  if (forwarded && isIP(forwarded)) return forwarded;
  return (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
}

/**
 * Builds the API Gateway HTTP API (payload 2.0) event that Lambda would receive: lowercased headers with
 * repeated values comma-joined, cookies split out, raw and parsed query strings, binary bodies base64-encoded.
 */
export function eventFromRequest(req: IncomingMessage, body: Buffer, receivedAt = Date.now()): APIGatewayProxyEventV2 {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const headers: Record<string, string> = {};
  let cookies: string[] | undefined;
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i]!.toLowerCase();
    const value = req.rawHeaders[i + 1]!;
    if (name === 'cookie') {
      cookies = [...(cookies ?? []), ...value.split(/;\s*/).filter(Boolean)];
      continue;
    }
    headers[name] = headers[name] === undefined ? value : `${headers[name]},${value}`;
  }
  const queryStringParameters: Record<string, string> = {};
  for (const [key, value] of url.searchParams) {
    queryStringParameters[key] =
      queryStringParameters[key] === undefined ? value : `${queryStringParameters[key]},${value}`;
  }
  const contentType = headers['content-type'] ?? '';
  const asText = body.length > 0 && TEXT_TYPES.test(contentType);
  const requestId = randomUUID();
  const method = (req.method ?? 'GET').toUpperCase();
  return {
    version: '2.0',
    routeKey: '$default',
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    cookies,
    headers,
    queryStringParameters: Object.keys(queryStringParameters).length ? queryStringParameters : undefined,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method,
        path: url.pathname,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: clientAddress(req, headers),
        userAgent: headers['user-agent'] ?? '',
      },
      requestId,
      routeKey: '$default',
      stage: '$default',
      time: new Date(receivedAt).toUTCString(),
      timeEpoch: receivedAt,
    },
    body: body.length === 0 ? undefined : asText ? body.toString('utf8') : body.toString('base64'),
    isBase64Encoded: body.length > 0 && !asText,
  };
}

/** Writes a Lambda proxy result back as an HTTP response. */
export function writeResult(res: ServerResponse, result: APIGatewayProxyStructuredResultV2): void {
  const headers: Record<string, string | number | string[]> = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name] = String(value);
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  const body =
    result.body === undefined ? undefined : Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8');
  res.writeHead(result.statusCode ?? 200, headers);
  res.end(body);
}

const sendError = (res: ServerResponse, status: number, code: string, message: string) =>
  writeResult(res, {
    statusCode: status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: JSON.stringify({ error: { code, message } }),
  });

async function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * How many invocations run at once. Lambda gives each request an instance of its own, so its clock (the
 * function's remaining time, which bounds every DynamoDB call) starts when that instance takes it; one local
 * process running a thousand posts at once would start a thousand clocks together and let them run out queued
 * behind each other. Beyond this many, a request waits for a free slot before its invocation starts, as a burst
 * waits for instances to scale out (`LOCAL_CONCURRENCY`).
 */
const DEFAULT_LOCAL_CONCURRENCY = 64;

function invocationSlots(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    async run<T>(invoke: () => Promise<T>): Promise<T> {
      if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
      else running++;
      try {
        return await invoke();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else running--;
      }
    },
  };
}

/** Answers requests outside the API (the dashboard's files), as the CloudFront distribution's S3 origin does. */
export type StaticFallback = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * An HTTP server that turns each request into a Lambda invocation, like API Gateway does; paths outside the API
 * go to `fallback` when given.
 */
export function createLambdaHttpServer(dispatch: Dispatch, fallback?: StaticFallback): Server {
  const instances = invocationSlots(Number(process.env.LOCAL_CONCURRENCY) || DEFAULT_LOCAL_CONCURRENCY);
  const server = createServer(async (req, res) => {
    try {
      const body = await readBody(req);
      if (body === undefined) return sendError(res, 413, 'payload_too_large', 'request body exceeds 10 MiB');
      const event = eventFromRequest(req, body);
      const handler = dispatch(event.requestContext.http.method, event.rawPath);
      if (!handler && fallback && !isApiPath(event.rawPath)) return fallback(req, res);
      if (!handler)
        return sendError(res, 404, 'not_found', `no route for ${event.requestContext.http.method} ${event.rawPath}`);
      writeResult(res, await instances.run(() => handler(event, lambdaContext(event.requestContext.requestId))));
    } catch (error) {
      console.error('local adapter: handler threw', error);
      if (!res.headersSent) sendError(res, 500, 'internal_error', 'An unexpected error occurred.');
    }
  });
  // Keep idle connections longer than clients do (API Gateway keeps them ~60 s): a client reusing a socket the
  // server is closing at that moment gets ECONNRESET.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return server;
}
