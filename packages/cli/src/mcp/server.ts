import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { registerPrompts } from './prompts.js';
import { registerFormResources } from './resources.js';
import { UNTRUSTED_NOTICE } from './results.js';
import type { McpContext } from './tool.js';
import { registerAnalyticsTools } from './tools/analytics.js';
import { registerDeliveryTools } from './tools/deliveries.js';
import { registerExportTools } from './tools/export.js';
import { registerFormTools } from './tools/forms.js';
import { registerSubmissionActionTools } from './tools/submission-actions.js';
import { registerSubmissionTools } from './tools/submissions.js';

const VERSION = '0.1.0';

/**
 * One MCP server over one API key: tools, the forms as resources, and prompts. A `read` key gets the read tools
 * only (write tools are not registered, so they are neither listed nor callable).
 */
export function createMcpServer(ctx: McpContext): McpServer {
  const server = new McpServer(
    { name: 'formbase', title: 'Formbase', version: VERSION },
    {
      instructions:
        'Formbase: forms, their submissions, analytics and deliveries of one organization. Forms are named by id ' +
        `or external_key. ${UNTRUSTED_NOTICE} Destructive tools need confirm: true; ask the user first.` +
        (ctx.scope === 'full' ? '' : ' This API key is read-only: no tool changes anything.'),
    },
  );
  registerFormTools(server, ctx);
  registerSubmissionTools(server, ctx);
  registerSubmissionActionTools(server, ctx);
  registerExportTools(server, ctx);
  registerAnalyticsTools(server, ctx);
  registerDeliveryTools(server, ctx);
  registerFormResources(server, ctx);
  registerPrompts(server, ctx);
  return server;
}
