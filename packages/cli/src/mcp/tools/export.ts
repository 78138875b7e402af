import { createWriteStream, existsSync, openSync, type WriteStream } from 'node:fs';
import { isAbsolute } from 'node:path';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import * as z from 'zod';
import { findForm } from '../../commands/forms.js';
import { writeSubmissionsCsv } from '../../commands/submissions.js';
import { CliError } from '../../errors.js';
import { structured } from '../results.js';
import { addTool, formRef, type McpContext } from '../tool.js';
import { statusArg } from './submissions.js';

export function registerExportTools(server: McpServer, ctx: McpContext): void {
  addTool(
    server,
    ctx,
    'export_submissions_csv',
    {
      title: 'Export submissions to CSV',
      description:
        'Writes every submission of a form (all fields, one column each; spreadsheet formulas defused) to a CSV ' +
        'file on the machine this server runs on. Does not mark submissions read. Refuses to replace an existing ' +
        'file unless overwrite is true.',
      input: z.strictObject({
        form: formRef,
        path: z
          .string()
          .min(1)
          .max(4096)
          .refine(isAbsolute, 'must be an absolute path')
          .describe('Absolute path of the CSV file to write.'),
        status: statusArg,
        overwrite: z.boolean().default(false).describe('Replace the file if it exists.'),
      }),
      output: z.object({ file: z.string(), exported: z.number().int(), form_id: z.string() }),
      access: 'local',
    },
    async ({ form, path, status, overwrite }) => {
      if (!overwrite && existsSync(path)) throw new CliError(`path: ${path} exists; overwrite: true replaces it`);
      const { id } = await findForm(ctx.client, form);
      let file: WriteStream | undefined;
      let failure: Error | undefined;
      const open = () => {
        try {
          file = createWriteStream(path, { fd: openSync(path, overwrite ? 'w' : 'wx') });
        } catch (error) {
          throw new CliError(`path: cannot write ${path}: ${(error as Error).message}`);
        }
        file.on('error', (error) => (failure ??= error));
        return file;
      };
      const exported = await writeSubmissionsCsv(ctx.client, id, status, open);
      file?.end();
      if (file && !file.closed) await new Promise<void>((resolve) => file?.once('close', () => resolve()));
      if (failure) throw new CliError(`path: writing ${path} failed: ${failure.message}`);
      return structured({ file: path, exported, form_id: id });
    },
  );
}
