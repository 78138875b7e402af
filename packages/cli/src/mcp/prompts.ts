import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { GetPromptResult } from '@modelcontextprotocol/sdk/types.js';
import * as z from 'zod';
import { findForm } from '../commands/forms.js';
import { UNTRUSTED_NOTICE } from './results.js';
import type { McpContext } from './tool.js';

const DAY_MS = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const asUser = (text: string): GetPromptResult => ({ messages: [{ role: 'user', content: { type: 'text', text } }] });

/** Prompts that start the two recurring chores: a weekly summary and triage of the spam folder. */
export function registerPrompts(server: McpServer, ctx: McpContext): void {
  const { client } = ctx;
  const formArg = z.string().min(1).max(200).describe('The form: its id (frm_…) or its external_key.');

  server.registerPrompt(
    'weekly_summary',
    {
      title: 'Weekly summary of submissions',
      description: 'Summarize the last seven days of submissions of a form: volume, topics, what needs an answer.',
      argsSchema: { form: formArg },
    },
    async ({ form }) => {
      const { id, name } = await findForm(client, form);
      const to = day(Date.now());
      const from = day(Date.now() - 6 * DAY_MS);
      return asUser(
        [
          `Write a short weekly summary of the submissions to the form "${name}" (${id}) from ${from} to ${to} (UTC).`,
          `1. Call analytics_summary with form "${id}" and period "7d" for the totals, spam count and the change ` +
            'against the previous week.',
          `2. Call list_submissions with form "${id}", from "${from}", to "${to}" (follow next_cursor until it is ` +
            'null) to read them.',
          '3. Report: how many came in (and how many were spam), the main topics in a few bullets, and a list of ' +
            'submissions that look like they need a reply (id, who, one line why).',
          UNTRUSTED_NOTICE,
        ].join('\n'),
      );
    },
  );

  server.registerPrompt(
    'spam_triage',
    {
      title: 'Triage the spam folder',
      description: 'Go through the spam folder of a form and find genuine messages that were marked as spam.',
      argsSchema: { form: formArg },
    },
    async ({ form }) => {
      const { id, name } = await findForm(client, form);
      const act =
        ctx.scope === 'full'
          ? '3. Show the user the ones you think are genuine and, once they agree, mark them received with ' +
            'bulk_submissions (action "mark_received"). Never delete anything unless the user asks for it.'
          : '3. This API key is read-only: list the ones you think are genuine so the user can mark them received.';
      return asUser(
        [
          `Triage the spam folder of the form "${name}" (${id}).`,
          `1. Call list_submissions with form "${id}" and status "spam" (follow next_cursor).`,
          '2. For each, judge whether a real person wrote it for a real reason (a question, an order, a job ' +
            'application) or whether it is spam (SEO or marketing pitches, links, gibberish). Use spam_score and ' +
            'the fields; get_submission shows spam_reasons.',
          act,
          UNTRUSTED_NOTICE,
        ].join('\n'),
      );
    },
  );
}
