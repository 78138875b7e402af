import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import * as z from 'zod';
import { findForm } from '../../commands/forms.js';
import { structured } from '../results.js';
import { addTool, confirmArg, formRef, needsConfirmation, type McpContext } from '../tool.js';

const submissionId = z.string().min(1).max(100).describe('The submission id (sub_…).');

const BULK_EFFECT = {
  mark_spam: 'mark them as spam',
  mark_verified: 'mark them as verified',
  mark_received: 'mark them as received (not spam)',
  archive: 'archive them',
  delete: 'move them to trash, and delete those already in trash for good (with their files)',
  restore: 'restore them from trash',
  redeliver: 'send their submission.created events to the webhooks and integrations again',
} as const;

export function registerSubmissionActionTools(server: McpServer, ctx: McpContext): void {
  const { client } = ctx;

  addTool(
    server,
    ctx,
    'update_submission',
    {
      title: 'Mark or star a submission',
      description: 'Sets the status (received, spam, verified, archived) and/or the star of one submission.',
      input: z
        .strictObject({
          form: formRef,
          id: submissionId,
          status: z.enum(['received', 'spam', 'verified', 'archived']).optional(),
          starred: z.boolean().optional(),
        })
        .refine((a) => a.status !== undefined || a.starred !== undefined, {
          message: 'give status or starred (or both)',
          path: ['status'],
        }),
      output: z.object({ id: z.string(), status: z.string(), starred: z.boolean(), deleted_at: z.string().nullable() }),
      access: 'write',
    },
    async ({ form, id, status, starred }) => {
      const { id: formId } = await findForm(client, form);
      const s = await client.PATCH('/v1/forms/{id}/submissions/{sid}', {
        params: { path: { id: formId, sid: id } },
        body: { status, starred },
      });
      return structured({ id: s.id, status: s.status, starred: s.starred, deleted_at: s.deleted_at });
    },
  );

  addTool(
    server,
    ctx,
    'bulk_submissions',
    {
      title: 'Act on many submissions',
      description:
        'One action on 1-500 submissions: mark_spam, mark_verified, mark_received, archive, restore, redeliver, or ' +
        'delete (moves to trash; those already in trash are deleted for good; needs confirm: true). Unknown ids ' +
        'are skipped.',
      input: z.strictObject({
        form: formRef,
        ids: z.array(submissionId).min(1).max(500),
        action: z.enum(Object.keys(BULK_EFFECT) as [keyof typeof BULK_EFFECT]),
        confirm: confirmArg,
      }),
      output: z.object({ action: z.string(), updated: z.number().int().optional(), enqueued: z.number().optional() }),
      access: 'destructive',
    },
    async ({ form, ids, action, confirm }) => {
      const { id: formId, name } = await findForm(client, form);
      if (action === 'delete') {
        const refused = needsConfirmation(confirm, `${BULK_EFFECT.delete}: ${ids.length} submissions of "${name}"`);
        if (refused) return refused;
      }
      const result = await client.POST('/v1/forms/{id}/submissions/bulk', {
        params: { path: { id: formId } },
        body: { ids, action },
      });
      return structured({ action, ...result });
    },
  );

  addTool(
    server,
    ctx,
    'delete_submission',
    {
      title: 'Delete a submission',
      description:
        'Moves a submission to trash (restorable with bulk_submissions restore); on a submission already in ' +
        'trash, deletes it for good with its files. Needs confirm: true.',
      input: z.strictObject({ form: formRef, id: submissionId, confirm: confirmArg }),
      output: z.object({ id: z.string(), deleted: z.boolean() }),
      access: 'destructive',
    },
    async ({ form, id, confirm }) => {
      const { id: formId, name } = await findForm(client, form);
      const refused = needsConfirmation(
        confirm,
        `move submission ${id} of "${name}" to trash (or, if it is already in trash, delete it for good with its files)`,
      );
      if (refused) return refused;
      await client.DELETE('/v1/forms/{id}/submissions/{sid}', { params: { path: { id: formId, sid: id } } });
      return structured({ id, deleted: true });
    },
  );

  addTool(
    server,
    ctx,
    'erase_submitter_data',
    {
      title: 'Erase a person’s submissions',
      description:
        'Data request: deletes for good every submission of the form whose submitter e-mail is the address given ' +
        '(files included). Cannot be undone. Needs confirm: true.',
      input: z.strictObject({ form: formRef, submitter_email: z.email(), confirm: confirmArg }),
      output: z.object({ erased: z.number().int() }),
      access: 'destructive',
    },
    async ({ form, submitter_email, confirm }) => {
      const { id: formId, name } = await findForm(client, form);
      const refused = needsConfirmation(
        confirm,
        `delete for good every submission of "${name}" sent by ${submitter_email}, files included (no undo)`,
      );
      if (refused) return refused;
      const result = await client.POST('/v1/forms/{id}/data-requests/erase', {
        params: { path: { id: formId } },
        body: { submitter_email },
      });
      return structured(result);
    },
  );

  addTool(
    server,
    ctx,
    'redeliver_submission',
    {
      title: 'Redeliver a submission',
      description: "Sends the submission's submission.created event to the form's webhooks and integrations again.",
      input: z.strictObject({ form: formRef, id: submissionId }),
      output: z.object({ enqueued: z.number().int() }),
      access: 'write',
    },
    async ({ form, id }) => {
      const { id: formId } = await findForm(client, form);
      return structured(
        await client.POST('/v1/forms/{id}/submissions/{sid}/redeliver', { params: { path: { id: formId, sid: id } } }),
      );
    },
  );
}
