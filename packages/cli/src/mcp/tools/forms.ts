import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import * as z from 'zod';
import type { Form } from '@formbase/client';
import { findForm } from '../../commands/forms.js';
import { CreateFormRequestSchema, UpdateFormRequestSchema } from '../../contract.js';
import { structured } from '../results.js';
import { addTool, formRef, type McpContext } from '../tool.js';

const formSummary = z.looseObject({
  id: z.string(),
  name: z.string(),
  public_slug: z.string(),
  is_active: z.boolean(),
  submission_count: z.number(),
  unread_submission_count: z.number(),
  external_key: z.string().nullable(),
});
const fullForm = z.looseObject({ ...formSummary.shape, settings: z.record(z.string(), z.unknown()) });

/** The public endpoint of a form, and the two ways a website posts to it. */
export function embedSnippet(baseUrl: string, form: Form) {
  const endpoint = `${baseUrl.replace(/\/+$/, '')}/f/${form.public_slug}`;
  const protectedForm = form.access_mode === 'protected';
  const keyInput = protectedForm ? '\n  <input type="hidden" name="_form_key" value="YOUR_FORM_KEY">' : '';
  const html = `<form action="${endpoint}" method="POST">
  <label>Email <input type="email" name="email" required></label>
  <label>Message <textarea name="message" required></textarea></label>${keyInput}
  <!-- Honeypot: stays empty for people; bots that fill it are marked spam. -->
  <input type="text" name="_gotcha" style="display:none" tabindex="-1" autocomplete="off">
  <button type="submit">Send</button>
</form>`;
  const keyHeader = protectedForm ? "\n    'x-form-key': 'YOUR_FORM_KEY'," : '';
  const fetchSnippet = `const response = await fetch('${endpoint}', {
  method: 'POST',
  headers: {
    'content-type': 'application/json',
    accept: 'application/json',${keyHeader}
  },
  body: JSON.stringify({ email: 'visitor@example.com', message: 'Hello' }),
});
const result = await response.json(); // 201 { id, status }; errors: { error: { code, message, field } }`;
  const notes = [
    'Any field names work: every field posted is stored. email (or _replyto) becomes the submitter e-mail.',
  ];
  if (protectedForm)
    notes.push('The form is protected: create a form key (form keys API) and use it in place of YOUR_FORM_KEY.');
  if (form.allowed_origins.length > 0) {
    notes.push(`fetch() is accepted only from these origins: ${form.allowed_origins.join(', ')}.`);
  }
  const captcha = (form.settings as { captcha?: { enabled?: boolean; provider?: string } }).captcha;
  if (captcha?.enabled) notes.push(`CAPTCHA (${captcha.provider}) is on: add the provider's widget to the form.`);
  if (!form.is_active) notes.push('The form is inactive (in trash): it answers 410 until it is restored.');
  return { form_id: form.id, endpoint, html, fetch: fetchSnippet, notes };
}

export function registerFormTools(server: McpServer, ctx: McpContext): void {
  const { client } = ctx;

  addTool(
    server,
    ctx,
    'list_forms',
    {
      title: 'List forms',
      description: 'The forms of the organization with their submission and unread counts (up to limit per call).',
      input: z.strictObject({
        limit: z.number().int().min(1).max(200).default(100),
        offset: z.number().int().min(0).default(0).describe('next_offset of the previous call.'),
      }),
      output: z.object({
        forms: z.array(formSummary),
        total: z.number().int(),
        next_offset: z.number().int().nullable(),
      }),
      access: 'read',
    },
    async ({ limit, offset }) => {
      const forms = await client.GET('/v1/forms');
      const end = offset + limit;
      return structured({
        forms: forms.slice(offset, end),
        total: forms.length,
        next_offset: end < forms.length ? end : null,
      });
    },
  );

  addTool(
    server,
    ctx,
    'get_form',
    {
      title: 'Get a form',
      description: 'One form with its settings, notification addresses and allowed origins.',
      input: z.strictObject({ form: formRef }),
      output: z.object({ form: fullForm }),
      access: 'read',
    },
    async ({ form }) => {
      const { id } = await findForm(client, form);
      return structured({ form: await client.GET('/v1/forms/{id}', { params: { path: { id } } }) });
    },
  );

  addTool(
    server,
    ctx,
    'get_embed_snippet',
    {
      title: 'Embed snippet',
      description:
        "HTML for a plain form and a fetch() call that post to the form's public endpoint, with notes on what the " +
        'form requires (form key, allowed origins, CAPTCHA).',
      input: z.strictObject({ form: formRef }),
      output: z.object({
        form_id: z.string(),
        endpoint: z.string(),
        html: z.string(),
        fetch: z.string(),
        notes: z.array(z.string()),
      }),
      access: 'read',
    },
    async ({ form }) => {
      const { id } = await findForm(client, form);
      return structured(embedSnippet(ctx.baseUrl, await client.GET('/v1/forms/{id}', { params: { path: { id } } })));
    },
  );

  addTool(
    server,
    ctx,
    'create_form',
    {
      title: 'Create a form',
      description: 'Creates a form (public unless access_mode is protected). Answers the new form.',
      input: z.strictObject({ ...CreateFormRequestSchema.shape }),
      output: z.object({ form: fullForm }),
      access: 'write',
    },
    async (body) => structured({ form: await client.POST('/v1/forms', { body }) }),
  );

  addTool(
    server,
    ctx,
    'update_form',
    {
      title: 'Update a form',
      description:
        'Changes only the fields given (settings sections merge into the stored ones). is_active: false moves the ' +
        'form to trash, true restores it.',
      input: z.strictObject({ form: formRef, ...UpdateFormRequestSchema.shape }),
      output: z.object({ form: fullForm }),
      access: 'write',
    },
    async ({ form, ...body }) => {
      const { id } = await findForm(client, form);
      return structured({ form: await client.PATCH('/v1/forms/{id}', { params: { path: { id } }, body }) });
    },
  );
}
