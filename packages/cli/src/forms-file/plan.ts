import type { FormbaseClient, Schemas } from '@formbase/client';
import { COMPARED_FORM_FIELDS, DEFAULT_MIN_SCORE, mergeSettings, resolveSettings } from '../contract.js';
import { diffValues, sameSet, type Change } from './diff.js';
import { envVarOf, type FormEntry, type FormsFile } from './schema.js';

type Form = Schemas['Form'];
type FormSummary = Schemas['FormSummary'];

/** What `apply` runs for one step: resolves the form id (new forms get theirs from an earlier step). */
export interface RunContext {
  client: FormbaseClient;
  env: NodeJS.ProcessEnv;
  formIds: Map<string, string>;
  /** Signing secrets of webhooks created by this run: the only time the service shows them. */
  createdSecrets: { form: string; url: string; secret: string }[];
}

export interface Step {
  /** The form's external_key. */
  form: string;
  action: 'create' | 'update' | 'delete';
  /** `form`, `webhook <url>`, `captcha`, `email_hygiene`, `blocked_domain <d>`, `blocked_ip <n>`. */
  target: string;
  changes: Change[];
  /** Environment variables the step reads (secrets), with the file path that names each. */
  secrets: { name: string; path: string }[];
  run(ctx: RunContext): Promise<void>;
}

/** Form fields compared and sent as they are (settings and is_active have their own rules): from the API's list. */
const FORM_FIELDS = COMPARED_FORM_FIELDS;
const CREATE_FIELDS = new Set(['name', 'emoji', 'access_mode']);

const withoutEchoes = (settings: Form['settings']): Record<string, unknown> => {
  const { captcha: _captcha, email_hygiene: _hygiene, ...stored } = settings;
  return stored;
};

const idOf = (ctx: RunContext, key: string): string => {
  const id = ctx.formIds.get(key);
  if (!id) throw new Error(`form ${key} has no id (its creation failed)`);
  return id;
};

/**
 * The steps that make the service match the file: forms matched by external_key, each managed key compared with
 * the service's current value after the service's own normalization (the file was parsed with the API's schemas and
 * settings are merged with the API's merge), so an applied file plans nothing.
 */
export async function buildPlan(client: FormbaseClient, file: FormsFile, options: { prune: boolean }): Promise<Step[]> {
  const existing = new Map<string, FormSummary>();
  for (const form of await client.GET('/v1/forms')) if (form.external_key) existing.set(form.external_key, form);
  const steps: Step[] = [];
  for (const [index, entry] of file.forms.entries()) {
    const summary = existing.get(entry.external_key);
    const current = summary ? await client.GET('/v1/forms/{id}', { params: { path: { id: summary.id } } }) : undefined;
    steps.push(...formSteps(entry, current), ...(await resourceSteps(client, entry, index, current?.id)));
  }
  if (options.prune) {
    const keep = new Set(file.forms.map((f) => f.external_key));
    for (const [key, form] of existing) {
      if (keep.has(key) || !form.is_active) continue;
      steps.push({
        form: key,
        action: 'delete',
        target: 'form',
        changes: [{ path: 'is_active', from: true, to: false }],
        secrets: [],
        run: (ctx) => ctx.client.DELETE('/v1/forms/{id}', { params: { path: { id: form.id } } }),
      });
    }
  }
  return steps;
}

function formSteps(entry: FormEntry, current: Form | undefined): Step[] {
  const key = entry.external_key;
  const changes: Change[] = [];
  const patch: Record<string, unknown> = {};
  for (const field of FORM_FIELDS) {
    if (entry[field] === undefined || (!current && CREATE_FIELDS.has(field))) continue;
    const before = current?.[field];
    if (current && diffValues(field, before, entry[field]).length === 0) continue;
    diffValues(field, before, entry[field], changes);
    patch[field] = entry[field];
  }
  if (entry.settings !== undefined) {
    const stored = current ? withoutEchoes(current.settings) : (resolveSettings(undefined) as Record<string, unknown>);
    const next = mergeSettings(resolveSettings(stored), entry.settings);
    const settingsChanges = diffValues('settings', stored, next);
    if (settingsChanges.length > 0) {
      changes.push(...settingsChanges);
      patch.settings = entry.settings;
    }
  }
  const active = entry.is_active ?? true;
  if (current ? current.is_active !== active : !active) {
    changes.push({ path: 'is_active', from: current?.is_active ?? true, to: active });
    patch.is_active = active;
  }
  const sendPatch = async (ctx: RunContext) => {
    if (Object.keys(patch).length === 0) return;
    await ctx.client.PATCH('/v1/forms/{id}', { params: { path: { id: idOf(ctx, key) } }, body: patch });
  };
  if (current) {
    return changes.length === 0
      ? []
      : [
          {
            form: key,
            action: 'update',
            target: 'form',
            changes,
            secrets: [],
            run: (ctx) => sendPatch(ctx.formIds.set(key, current.id) && ctx),
          },
        ];
  }
  const created: Change[] = [{ path: 'name', to: entry.name }];
  if (entry.emoji !== undefined) created.push({ path: 'emoji', to: entry.emoji });
  if (entry.access_mode !== undefined) created.push({ path: 'access_mode', to: entry.access_mode });
  return [
    {
      form: key,
      action: 'create',
      target: 'form',
      changes: [...created, ...changes],
      secrets: [],
      run: async (ctx) => {
        const form = await ctx.client.POST('/v1/forms', {
          body: { name: entry.name, emoji: entry.emoji, access_mode: entry.access_mode, external_key: key },
        });
        ctx.formIds.set(key, form.id);
        await sendPatch(ctx);
      },
    },
  ];
}

/** Steps for the form's webhooks, CAPTCHA, e-mail hygiene and block lists (only those the entry lists). */
async function resourceSteps(
  client: FormbaseClient,
  entry: FormEntry,
  index: number,
  formId: string | undefined,
): Promise<Step[]> {
  const key = entry.external_key;
  const path = { params: { path: { id: formId ?? '' } } };
  const [webhooks, captcha, hygiene, domains, ips] = await Promise.all([
    entry.webhooks && formId ? client.GET('/v1/forms/{id}/webhooks', path).then((r) => r.endpoints) : [],
    entry.captcha && formId ? client.GET('/v1/forms/{id}/captcha', path) : undefined,
    entry.email_hygiene && formId ? client.GET('/v1/forms/{id}/email-hygiene', path).then((r) => r.policy) : null,
    entry.blocked_domains && formId ? client.GET('/v1/forms/{id}/blocked-domains', path).then((r) => r.domains) : [],
    entry.blocked_ips && formId ? client.GET('/v1/forms/{id}/blocked-ips', path).then((r) => r.ips) : [],
  ]);
  const steps: Step[] = [];
  const step = (s: Omit<Step, 'form' | 'secrets'> & Partial<Pick<Step, 'secrets'>>) =>
    steps.push({ form: key, secrets: [], ...s });
  const ref = (ctx: RunContext) => ({ params: { path: { id: idOf(ctx, key) } } });

  for (const wanted of entry.webhooks ?? []) {
    const found = webhooks.find((w) => w.url === wanted.url);
    if (!found) {
      const { enabled, ...create } = wanted;
      step({
        action: 'create',
        target: `webhook ${wanted.url}`,
        changes: diffValues('webhook', {}, wanted),
        run: async (ctx) => {
          const made = await ctx.client.POST('/v1/forms/{id}/webhooks', { ...ref(ctx), body: create });
          ctx.createdSecrets.push({ form: key, url: wanted.url, secret: made.secret });
          if (enabled === false) {
            await ctx.client.PATCH('/v1/webhooks/{wid}', {
              params: { path: { wid: made.endpoint.id } },
              body: { enabled },
            });
          }
        },
      });
      continue;
    }
    const body: Record<string, unknown> = {};
    const changes: Change[] = [];
    const compare = (field: string, before: unknown, after: unknown, same = before === after) => {
      if (after === undefined || same) return;
      changes.push({ path: `webhook.${field}`, from: before, to: after });
      body[field] = after;
    };
    compare('description', found.description, wanted.description);
    compare('events', found.events, wanted.events, wanted.events ? sameSet(found.events, wanted.events) : true);
    compare('include_spam', found.include_spam, wanted.include_spam);
    compare('enabled', found.enabled, wanted.enabled);
    if (changes.length > 0) {
      step({
        action: 'update',
        target: `webhook ${wanted.url}`,
        changes,
        run: (ctx) =>
          ctx.client.PATCH('/v1/webhooks/{wid}', { params: { path: { wid: found.id } }, body }).then(() => undefined),
      });
    }
  }
  if (entry.webhooks) {
    for (const extra of webhooks.filter((w) => !entry.webhooks!.some((x) => x.url === w.url))) {
      step({
        action: 'delete',
        target: `webhook ${extra.url}`,
        changes: [{ path: 'webhook', from: extra.url }],
        run: (ctx) => ctx.client.DELETE('/v1/webhooks/{wid}', { params: { path: { wid: extra.id } } }),
      });
    }
  }

  if (entry.captcha) {
    const { secret, ...wanted } = entry.captcha;
    const desired = {
      enabled: wanted.enabled,
      provider: wanted.provider,
      site_key: wanted.site_key,
      min_score: wanted.provider === 'captcha_v3' ? (wanted.min_score ?? DEFAULT_MIN_SCORE) : null,
    };
    const changes = diffValues('captcha', captcha ?? {}, desired);
    if (changes.length > 0) {
      const name = envVarOf(secret);
      step({
        action: captcha?.provider ? 'update' : 'create',
        target: 'captcha',
        changes,
        secrets: [{ name, path: `forms[${index}].captcha.secret` }],
        run: (ctx) =>
          ctx.client
            .PUT('/v1/forms/{id}/captcha', {
              ...ref(ctx),
              body: { ...wanted, provider: wanted.provider as Schemas['CaptchaProvider'], secret: ctx.env[name] ?? '' },
            })
            .then(() => undefined),
      });
    }
  }

  if (entry.email_hygiene) {
    const wanted = entry.email_hygiene;
    const changes = diffValues('email_hygiene', hygiene ?? {}, wanted);
    if (changes.length > 0) {
      step({
        action: hygiene ? 'update' : 'create',
        target: 'email_hygiene',
        changes,
        run: (ctx) =>
          ctx.client.PUT('/v1/forms/{id}/email-hygiene', { ...ref(ctx), body: wanted }).then(() => undefined),
      });
    }
  }

  /** A block list the file states completely: adds what is missing, removes this form's entries not listed. */
  const blockList = (
    field: 'blocked_domains' | 'blocked_ips',
    wanted: string[] | undefined,
    current: { id: string; value: string; form_id: string | null }[],
    add: (ctx: RunContext, value: string) => Promise<unknown>,
    remove: (ctx: RunContext, id: string) => Promise<unknown>,
  ) => {
    if (!wanted) return;
    const have = current.filter((c) => c.form_id === formId);
    const target = field === 'blocked_domains' ? 'blocked_domain' : 'blocked_ip';
    for (const value of wanted.filter((w) => !have.some((h) => h.value === w))) {
      const run = (ctx: RunContext) => add(ctx, value).then(() => undefined);
      step({ action: 'create', target: `${target} ${value}`, changes: [{ path: field, to: value }], run });
    }
    for (const gone of have.filter((h) => !wanted.includes(h.value))) {
      const run = (ctx: RunContext) => remove(ctx, gone.id).then(() => undefined);
      step({ action: 'delete', target: `${target} ${gone.value}`, changes: [{ path: field, from: gone.value }], run });
    }
  };
  blockList(
    'blocked_domains',
    entry.blocked_domains,
    domains.map((d) => ({ ...d, value: d.domain })),
    (ctx, domain) => ctx.client.POST('/v1/forms/{id}/blocked-domains', { ...ref(ctx), body: { domain } }),
    (ctx, id) => ctx.client.DELETE('/v1/blocked-domains/{id}', { params: { path: { id } } }),
  );
  blockList(
    'blocked_ips',
    entry.blocked_ips,
    ips.map((i) => ({ ...i, value: i.network })),
    (ctx, network) => ctx.client.POST('/v1/forms/{id}/blocked-ips', { ...ref(ctx), body: { network } }),
    (ctx, id) => ctx.client.DELETE('/v1/blocked-ips/{id}', { params: { path: { id } } }),
  );
  return steps;
}
