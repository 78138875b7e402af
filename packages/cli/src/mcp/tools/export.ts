import { constants, createWriteStream, existsSync, openSync, realpathSync, type WriteStream } from 'node:fs';
import { dirname, isAbsolute, relative, resolve } from 'node:path';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import * as z from 'zod';
import { findForm } from '../../commands/forms.js';
import { downloadExport, exportRequestOf } from '../../commands/submissions.js';
import { CliError } from '../../errors.js';
import { structured } from '../results.js';
import { addTool, formRef, type McpContext } from '../tool.js';
import { statusArg } from './submissions.js';

function isInside(dir: string, path: string): boolean {
  const inside = relative(dir, path);
  return inside !== '' && !inside.startsWith('..') && !isAbsolute(inside);
}

/**
 * Opens the export file: a new one (or, with `overwrite`, truncating the old), never through a symbolic link as the
 * last part of the path; inside `exportDir`, its real folder must be inside the folder's real path too (so a link
 * in the folder cannot lead out of it).
 */
function openExportFile(path: string, overwrite: boolean, exportDir: string | undefined): number {
  const { O_WRONLY, O_CREAT, O_TRUNC, O_EXCL, O_NOFOLLOW } = constants;
  try {
    if (exportDir !== undefined) {
      const realDir = realpathSync(exportDir);
      const parent = realpathSync(dirname(path));
      if (parent !== realDir && !isInside(realDir, parent)) throw new Error(`it is not inside ${exportDir}`);
    }
    return openSync(path, O_WRONLY | O_CREAT | (overwrite ? O_TRUNC : O_EXCL) | (O_NOFOLLOW ?? 0), 0o600);
  } catch (error) {
    throw new CliError(`path: cannot write ${path}: ${(error as Error).message}`);
  }
}

/** Where the path argument may point: anywhere (stdio: the user's own machine) or inside one folder (HTTP). */
function pathArg(exportDir: string | undefined) {
  const text = z.string().min(1).max(4096);
  if (exportDir === undefined) {
    return text.refine(isAbsolute, 'must be an absolute path').describe('Absolute path of the CSV file to write.');
  }
  return text
    .transform((p) => resolve(exportDir, p))
    .refine((p) => isInside(exportDir, p), `must be a file inside ${exportDir}`)
    .describe(`File name of the CSV, inside ${exportDir} on the server.`);
}

/**
 * `export_submissions_csv`. Over stdio it writes wherever the user's assistant asks (an absolute path); over HTTP
 * only inside the folder given with `--export-dir`, and not at all without one, since the caller is then remote.
 */
export function registerExportTools(server: McpServer, ctx: McpContext): void {
  if (ctx.exports.kind === 'off') return;
  const exportDir = ctx.exports.kind === 'under' ? resolve(ctx.exports.dir) : undefined;
  addTool(
    server,
    ctx,
    'export_submissions_csv',
    {
      title: 'Export submissions to CSV',
      description:
        "Writes every submission of a form (all fields, one column each; spreadsheet formulas defused), the service's " +
        'own CSV export, to a file on the machine this server runs on. Does not mark submissions read. Refuses to ' +
        'replace an existing file unless overwrite is true.',
      input: z.strictObject({
        form: formRef,
        path: pathArg(exportDir),
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
        file = createWriteStream(path, { fd: openExportFile(path, overwrite, exportDir) });
        file.on('error', (error) => (failure ??= error));
        return file;
      };
      const job = await downloadExport(ctx.client, id, exportRequestOf({ status }, 'csv'), open);
      const exported = job.rows_done;
      file?.end();
      if (file && !file.closed) await new Promise<void>((resolve) => file?.once('close', () => resolve()));
      if (failure) throw new CliError(`path: writing ${path} failed: ${failure.message}`);
      return structured({ file: path, exported, form_id: id });
    },
  );
}
