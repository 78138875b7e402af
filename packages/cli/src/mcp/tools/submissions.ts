import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import * as z from 'zod';
import type { Submission, SubmissionSummary } from '@formbase/client';
import { findForm } from '../../commands/forms.js';
import { CliError } from '../../errors.js';
import { boundedFields, structured, UNTRUSTED_NOTICE } from '../results.js';
import { addTool, cursorArg, formRef, type McpContext } from '../tool.js';
import { searchSubmissions } from './submission-search.js';

/** Characters of each field a list shows, and a read shows; `get_submission` with `field` pages the full value. */
const LIST_FIELD_CHARS = 300;
const READ_FIELD_CHARS = 2000;
const FULL_VALUE_CHUNK = 20_000;

export const statusArg = z
  .enum(['all', 'inbox', 'received', 'spam', 'verified', 'archived', 'trash'])
  .default('all')
  .describe('all = everything not in trash; inbox = received and verified; trash = the trash.');

const when = z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
  error: 'must be a date (YYYY-MM-DD) or an RFC 3339 time',
});

const submissionData = z.looseObject({
  id: z.string(),
  created_at: z.string(),
  status: z.string(),
  starred: z.boolean(),
  deleted_at: z.string().nullable(),
  locked: z.boolean(),
  fields: z.record(z.string(), z.unknown()),
  truncated_fields: z.array(z.string()),
});

const TRUNCATION_HINT = 'Values cut short are listed in truncated_fields: get_submission with field=<name> reads one.';

/** A submission's metadata and bounded fields (no network details beyond what an owner sees in a list). */
function asData(s: SubmissionSummary | Submission, maxChars: number) {
  const { fields, truncated } = boundedFields(s.fields ?? {}, maxChars);
  return {
    id: s.id,
    created_at: s.created_at,
    status: s.status,
    starred: s.starred,
    deleted_at: s.deleted_at,
    locked: s.locked,
    locked_reason: s.locked_reason,
    submitter_email: s.submitter_email ?? null,
    spam_score: s.spam_score ?? null,
    files: s.files.map((f) => ({
      id: f.id,
      field_name: f.field_name,
      name: f.original_name,
      size_bytes: f.size_bytes,
    })),
    fields,
    truncated_fields: truncated,
  };
}

export function registerSubmissionTools(server: McpServer, ctx: McpContext): void {
  const { client } = ctx;

  addTool(
    server,
    ctx,
    'list_submissions',
    {
      title: 'List or search submissions',
      description:
        'Submissions of a form, newest first, with their fields (long values cut). Optional filters: status, a ' +
        'date range (from inclusive, to inclusive; dates or RFC 3339 times) and text the fields or submitter ' +
        'e-mail contain (case-insensitive, any script), searched on the server. A call may return fewer than limit ' +
        'with a next_cursor when the search has more of the form to read: pass next_cursor to go on. ' +
        'Listing does not mark submissions read. ' +
        UNTRUSTED_NOTICE,
      input: z.strictObject({
        form: formRef,
        status: statusArg,
        from: when.optional().describe('Oldest creation time to include (YYYY-MM-DD or RFC 3339).'),
        to: when.optional().describe('Newest creation time to include (a date includes that whole day, UTC).'),
        contains: z
          .string()
          .min(1)
          .max(200)
          .optional()
          .describe('Text a field value or the submitter e-mail contains.'),
        limit: z.number().int().min(1).max(50).default(20).describe('Most submissions to return (1-50).'),
        cursor: cursorArg,
      }),
      output: z.object({
        notice: z.string(),
        form_id: z.string(),
        submissions: z.array(submissionData),
        next_cursor: z.string().nullable(),
        hint: z.string(),
      }),
      access: 'read',
    },
    async ({ form, status, from, to, contains, limit, cursor }) => {
      const { id } = await findForm(client, form);
      const scan = await searchSubmissions(client, id, { status, from, to, contains, limit, cursor });
      return structured({
        notice: UNTRUSTED_NOTICE,
        form_id: id,
        submissions: scan.matches.map((s) => asData(s, LIST_FIELD_CHARS)),
        next_cursor: scan.nextCursor,
        hint: TRUNCATION_HINT,
      });
    },
  );

  addTool(
    server,
    ctx,
    'get_submission',
    {
      title: 'Read a submission',
      description:
        'One submission with its fields (values over 2000 characters cut) and request details; reading marks it ' +
        'read. With field, also the full value of that field (20000 characters per call from offset). ' +
        UNTRUSTED_NOTICE,
      input: z.strictObject({
        form: formRef,
        id: z.string().min(1).max(100).describe('The submission id (sub_…).'),
        field: z.string().min(1).max(200).optional().describe('A field whose full value to return.'),
        offset: z.number().int().min(0).default(0).describe('Where in that field value to start.'),
      }),
      output: z.object({
        notice: z.string(),
        submission: submissionData,
        field_value: z
          .object({
            name: z.string(),
            value: z.string(),
            offset: z.number().int(),
            total_length: z.number().int(),
            next_offset: z.number().int().nullable(),
          })
          .optional(),
      }),
      access: 'read',
    },
    async ({ form, id, field, offset }) => {
      const { id: formId } = await findForm(client, form);
      const s = await client.GET('/v1/forms/{id}/submissions/{sid}', { params: { path: { id: formId, sid: id } } });
      const submission = {
        ...asData(s, READ_FIELD_CHARS),
        origin: s.origin ?? null,
        referer: s.referer ?? null,
        spam_reasons: s.spam_reasons ?? [],
      };
      if (field === undefined) return structured({ notice: UNTRUSTED_NOTICE, submission });
      if (!(field in s.fields)) {
        const names = Object.keys(s.fields).join(', ') || 'none';
        throw new CliError(`field: the submission has no field "${field}" (its fields: ${names})`);
      }
      const raw = s.fields[field];
      const full = typeof raw === 'string' ? raw : JSON.stringify(raw);
      const end = offset + FULL_VALUE_CHUNK;
      return structured({
        notice: UNTRUSTED_NOTICE,
        submission,
        field_value: {
          name: field,
          value: full.slice(offset, end),
          offset,
          total_length: full.length,
          next_offset: end < full.length ? end : null,
        },
      });
    },
  );
}
