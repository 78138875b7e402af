import process from 'node:process';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createFormbaseClient } from '@formbase/client';
import { resolveBaseUrl, resolveCredentials } from '../config.js';
import { CliError, EXIT } from '../errors.js';
import { serveHttp } from '../mcp/http.js';
import { createMcpServer } from '../mcp/server.js';

export interface McpOptions {
  baseUrl?: string;
  apiKey?: string;
  http?: boolean;
  port?: string;
  host?: string;
  exportDir?: string;
}

const DEFAULT_PORT = 3939;

/** Resolves when the process is asked to stop (Ctrl-C, SIGTERM) or `closed` resolves. */
const untilStopped = (closed?: Promise<void>) =>
  new Promise<void>((resolve) => {
    process.once('SIGINT', () => resolve());
    process.once('SIGTERM', () => resolve());
    void closed?.then(resolve);
  });

/**
 * `formbase mcp`: a Model Context Protocol server over the API. Over stdio (the default) it uses the configured key
 * (flags, environment or `login`) and runs until its client closes stdin. With `--http` it serves Streamable HTTP
 * on `--host` (default 127.0.0.1) and `--port`; each request brings its own API key as its bearer, and CSV exports
 * are written only inside `--export-dir` (no export tool without it).
 */
export async function mcp(options: McpOptions, stderr: NodeJS.WritableStream): Promise<void> {
  if (options.http) {
    const port = options.port === undefined ? DEFAULT_PORT : Number(options.port);
    if (!Number.isInteger(port) || port < 0 || port > 65535) throw new CliError('--port must be 0-65535', EXIT.usage);
    const baseUrl = resolveBaseUrl(options);
    const host = options.host ?? '127.0.0.1';
    const server = await serveHttp({ baseUrl, host, port, exportDir: options.exportDir });
    stderr.write(`Formbase MCP server (Streamable HTTP) on ${server.url}, API ${baseUrl}; API key as bearer.\n`);
    await untilStopped();
    await server.close();
    return;
  }
  if (options.port !== undefined || options.host !== undefined || options.exportDir !== undefined) {
    throw new CliError('--port, --host and --export-dir go with --http', EXIT.usage);
  }
  const credentials = resolveCredentials(options);
  const client = createFormbaseClient(credentials);
  const { key } = await client.GET('/v1/api-keys/current');
  const server = createMcpServer({
    client,
    baseUrl: credentials.baseUrl,
    scope: key.scope,
    exports: { kind: 'anywhere' },
  });
  const transport = new StdioServerTransport();
  const closed = new Promise<void>((resolve) => {
    transport.onclose = resolve;
    process.stdin.once('end', resolve);
  });
  await server.connect(transport);
  stderr.write(`Formbase MCP server (stdio) for ${credentials.baseUrl}, ${key.scope} key "${key.name}".\n`);
  await untilStopped(closed);
  await server.close();
}
