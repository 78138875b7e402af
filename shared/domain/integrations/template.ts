/**
 * Integration message templates: `{{formName}}`, `{{fields}}` (one `name: value` per line), `{{fields:quote}}`
 * (the same, each line quoted with `> `) and `{{field:<name>}}`. Only submitted values pass through `escape`
 * (the owner's template text is trusted); the result is cut to a provider's limit without splitting characters.
 */
const TOKEN = /\{\{\s*([^{}]*?)\s*\}\}/g;
const FIELD_TOKEN = /^field:(.{1,256})$/;

export const DEFAULT_MESSAGE_TEMPLATE = 'New submission on {{formName}}\n{{fields}}';

/** Why a template is not acceptable (an unknown token), or undefined. */
export function templateProblem(template: string): string | undefined {
  for (const match of template.matchAll(TOKEN)) {
    const token = match[1]!;
    if (token === 'formName' || token === 'fields' || token === 'fields:quote' || FIELD_TOKEN.test(token)) continue;
    return `unknown template token {{${token}}} (allowed: {{formName}}, {{fields}}, {{fields:quote}}, {{field:<name>}})`;
  }
  return undefined;
}

export interface TemplateData {
  formName: string;
  fields: Record<string, unknown>;
}

/** A submitted value as one line of text. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(valueText).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const fieldLines = (data: TemplateData, escape: (s: string) => string, quote: boolean) =>
  Object.entries(data.fields)
    .map(([name, value]) => `${quote ? '> ' : ''}${escape(name)}: ${escape(valueText(value).replace(/\r?\n/g, ' '))}`)
    .join('\n');

/**
 * Renders a template; `escape` is applied to every submitted name and value (and the form name).
 *
 * @example renderTemplate('Hi {{field:name}}', { formName: 'F', fields: { name: '<b>' } }, slackEscape) // 'Hi &lt;b&gt;'
 */
export function renderTemplate(template: string, data: TemplateData, escape: (s: string) => string = (s) => s): string {
  return template.replace(TOKEN, (_all, token: string) => {
    if (token === 'formName') return escape(data.formName);
    if (token === 'fields') return fieldLines(data, escape, false);
    if (token === 'fields:quote') return fieldLines(data, escape, true);
    const field = FIELD_TOKEN.exec(token);
    return field ? escape(valueText(data.fields[field[1]!])) : '';
  });
}

/**
 * A mapping value (CRM contact mapping, newsletter merge fields, e-mail field): a template when it has tokens, the
 * value of the form field of that name when one exists, otherwise the literal text.
 */
export function resolveMapping(value: string, data: TemplateData): string {
  if (value.includes('{{')) return renderTemplate(value, data);
  if (Object.prototype.hasOwnProperty.call(data.fields, value)) return valueText(data.fields[value]);
  return value;
}

/**
 * Cuts `text` to at most `max` UTF-16 units (the way providers count) without splitting a surrogate pair or an
 * HTML entity, ending with `…` when it was cut.
 */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = text.slice(0, Math.max(0, max - 1));
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  cut = cut.replace(/&[a-z#0-9]{0,6}$/i, '');
  return `${cut}…`;
}

/** Slack mrkdwn: `& < >` escaped so visitor text cannot mention `<!channel>` or forge links. */
export const slackEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
