import type { FormbaseClient, FormSummary } from '@formbase/client';
import { CliError, EXIT } from '../errors.js';
import { table, type Output } from '../output.js';

export async function formsList(client: FormbaseClient, out: Output): Promise<void> {
  const forms = await client.GET('/v1/forms');
  out.result(forms, () =>
    forms.length === 0
      ? 'No forms.'
      : table(
          ['ID', 'EXTERNAL KEY', 'NAME', 'ACTIVE', 'SUBMISSIONS', 'UNREAD'],
          forms.map((f) => [
            f.id,
            f.external_key ?? '-',
            f.name,
            f.is_active ? 'yes' : 'no',
            String(f.submission_count),
            String(f.unread_submission_count),
          ]),
        ),
  );
}

/** A form named by id (`frm_…`) or by its external key. */
export async function findForm(client: FormbaseClient, ref: string | undefined): Promise<FormSummary> {
  if (!ref) throw new CliError('--form <id or external_key> is required', EXIT.usage);
  if (/^frm_/.test(ref)) return client.GET('/v1/forms/{id}', { params: { path: { id: ref } } });
  const [form] = await client.GET('/v1/forms', { params: { query: { external_key: ref } } });
  if (!form) throw new CliError(`no form with external_key "${ref}"`, EXIT.failed);
  return form;
}
