import { ResourceTemplate, type McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { isFormbaseError } from '@formbase/client';
import type { McpContext } from './tool.js';

export const FORM_URI = 'formbase://forms/{id}';
export const formUri = (id: string) => `formbase://forms/${id}`;

/** `formbase://forms/{id}`: each form with its settings as JSON; listing the resources lists the forms. */
export function registerFormResources(server: McpServer, { client }: McpContext): void {
  server.registerResource(
    'form',
    new ResourceTemplate(FORM_URI, {
      list: async () => ({
        resources: (await client.GET('/v1/forms')).map((f) => ({
          uri: formUri(f.id),
          name: f.name,
          description: `${f.is_active ? 'Active' : 'Inactive'} form, ${f.submission_count} submissions`,
          mimeType: 'application/json',
        })),
      }),
    }),
    {
      title: 'Form',
      description: 'A form with its settings, notification addresses and allowed origins (JSON).',
      mimeType: 'application/json',
    },
    async (uri, { id }) => {
      try {
        const form = await client.GET('/v1/forms/{id}', { params: { path: { id: String(id) } } });
        return { contents: [{ uri: uri.href, mimeType: 'application/json', text: JSON.stringify(form, null, 2) }] };
      } catch (error) {
        if (!isFormbaseError(error)) throw error;
        const code = error.status === 404 || error.status === 400 ? ErrorCode.InvalidParams : ErrorCode.InternalError;
        throw new McpError(code, `${uri.href}: ${error.status} ${error.code}: ${error.message}`);
      }
    },
  );
}
