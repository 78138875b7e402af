import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import * as z from 'zod';
import type { FormbaseClient, Schemas } from '@formbase/client';
import { guarded } from './results.js';

/** What every tool group is built over: one API key's client and what that key may do. */
export interface McpContext {
  client: FormbaseClient;
  /** The deployment's base URL (the public endpoint `POST {baseUrl}/f/{slug}` is under it). */
  baseUrl: string;
  scope: Schemas['ApiKeyScope'];
  /** Where CSV exports may be written on this machine: any absolute path, only inside `dir`, or nowhere. */
  exports: { kind: 'anywhere' } | { kind: 'under'; dir: string } | { kind: 'off' };
}

/**
 * - `read`: only reads the API (listed for every key);
 * - `write`: changes data through the API (listed for `full` keys only);
 * - `destructive`: removes data; listed for `full` keys only and needs `confirm: true` (see `confirmation`);
 * - `local`: reads the API and writes a local file (listed for every key).
 */
export type ToolAccess = 'read' | 'write' | 'destructive' | 'local';

interface ToolSpec<In extends z.core.$ZodObject, Out extends z.core.$ZodObject> {
  title: string;
  description: string;
  input: In;
  output: Out;
  access: ToolAccess;
}

/**
 * Registers one tool unless the key may not use it: a `read` key gets no write or destructive tool at all (not
 * listed, not callable). The body's API failures become tool errors with the API's message (`guarded`); input
 * that fails the schema never reaches it (the SDK answers a tool error naming the field).
 */
export function addTool<In extends z.core.$ZodObject, Out extends z.core.$ZodObject>(
  server: McpServer,
  ctx: McpContext,
  name: string,
  spec: ToolSpec<In, Out>,
  run: (args: z.output<In>) => Promise<CallToolResult>,
): void {
  const writes = spec.access === 'write' || spec.access === 'destructive';
  if (writes && ctx.scope !== 'full') return;
  server.registerTool(
    name,
    {
      title: spec.title,
      description: spec.description,
      inputSchema: spec.input,
      outputSchema: spec.output,
      annotations: {
        title: spec.title,
        readOnlyHint: spec.access === 'read',
        destructiveHint: spec.access === 'destructive',
        idempotentHint: spec.access === 'read',
        openWorldHint: false,
      },
    },
    ((args: z.output<In>) => guarded(() => run(args))) as never,
  );
}

/** A form named by its id (`frm_…`) or its external key. */
export const formRef = z.string().min(1).max(200).describe('The form: its id (frm_…) or its external_key.');

export const cursorArg = z.string().min(1).max(2000).optional().describe('next_cursor of the previous page.');

/**
 * The argument a destructive tool needs. Without `confirm: true` the tool changes nothing and answers what it would
 * do, so an assistant has to ask its user first.
 */
export const confirmArg = z
  .boolean()
  .optional()
  .describe('Must be true to proceed. Ask the user first: without it the tool only says what it would do.');

export function needsConfirmation(confirm: boolean | undefined, effect: string): CallToolResult | undefined {
  if (confirm === true) return undefined;
  return {
    isError: true,
    content: [
      {
        type: 'text',
        text: `Not done, confirmation required. This would ${effect}. Ask the user, then call again with confirm: true.`,
      },
    ],
  };
}
