import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { createFormbaseClient, isFormbaseError, type FormbaseClient, type Schemas } from '@formbase/client';
import { CliError } from '../errors.js';
import { createMcpServer } from './server.js';

export const MCP_PATH = '/mcp';
/** How long an API key's scope is reused before it is asked again (a revoked key fails its next API call anyway). */
const SCOPE_TTL_MS = 60_000;
const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

export interface HttpServerOptions {
  baseUrl: string;
  host: string;
  port: number;
  /** The folder `export_submissions_csv` writes into; without it the tool is not offered over HTTP. */
  exportDir?: string;
}

function jsonRpcError(res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message }, id: null }));
}

const bearerOf = (req: IncomingMessage) => /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];

/**
 * Streamable HTTP, stateless: every POST to `/mcp` carries the caller's Formbase API key as its bearer and gets a
 * server built for that key (its scope decides which tools exist), answered as JSON and then dropped. Bound to
 * loopback, requests must name a loopback host, so a web page cannot reach it through DNS rebinding.
 */
export async function serveHttp(options: HttpServerOptions) {
  const scopes = new Map<string, { scope: Schemas['ApiKeyScope']; until: number }>();
  const loopbackOnly = LOOPBACK_NAMES.has(options.host) || options.host === '::1';

  async function scopeOf(client: FormbaseClient, apiKey: string) {
    const digest = createHash('sha256').update(apiKey).digest('hex');
    const known = scopes.get(digest);
    if (known && known.until > Date.now()) return known.scope;
    const { key } = await client.GET('/v1/api-keys/current');
    scopes.set(digest, { scope: key.scope, until: Date.now() + SCOPE_TTL_MS });
    return key.scope;
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== MCP_PATH) return jsonRpcError(res, 404, `not found: the MCP endpoint is ${MCP_PATH}`);
    const hostName = (req.headers.host ?? '').replace(/:\d+$/, '');
    if (loopbackOnly && !LOOPBACK_NAMES.has(hostName)) return jsonRpcError(res, 403, 'host not allowed');
    if (req.method !== 'POST') {
      return jsonRpcError(res, 405, 'this server is stateless: POST JSON-RPC messages', { allow: 'POST' });
    }
    const apiKey = bearerOf(req);
    const challenge = { 'www-authenticate': 'Bearer realm="formbase"' };
    if (!apiKey) return jsonRpcError(res, 401, 'Authorization: Bearer <Formbase API key> is required', challenge);
    const client = createFormbaseClient({ baseUrl: options.baseUrl, apiKey });
    let scope: Schemas['ApiKeyScope'];
    try {
      scope = await scopeOf(client, apiKey);
    } catch (error) {
      if (isFormbaseError(error) && error.status >= 400 && error.status < 500 && error.status !== 429) {
        return jsonRpcError(res, 401, `the bearer is not a Formbase API key: ${error.message}`, challenge);
      }
      const message = isFormbaseError(error) ? `${error.status} ${error.code}: ${error.message}` : String(error);
      return jsonRpcError(res, 503, `the Formbase API is not available: ${message}`, { 'retry-after': '5' });
    }
    const exports = options.exportDir ? { kind: 'under' as const, dir: options.exportDir } : { kind: 'off' as const };
    const server = createMcpServer({ client, baseUrl: options.baseUrl, scope, exports });
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res);
  }

  const http = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      process.stderr.write(`mcp: request failed: ${error instanceof Error ? error.message : String(error)}\n`);
      if (!res.headersSent) jsonRpcError(res, 500, 'internal error');
      else res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    http.once('error', (error) =>
      reject(new CliError(`cannot listen on ${options.host}:${options.port}: ${error.message}`)),
    );
    http.listen(options.port, options.host, resolve);
  });
  const { port } = http.address() as AddressInfo;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  return {
    url: `http://${host}:${port}${MCP_PATH}`,
    close: () => new Promise<void>((resolve) => http.close(() => resolve())),
  };
}
