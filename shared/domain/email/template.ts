/**
 * Autoresponder templates. The syntax, on purpose small and strict (docs/decisions/delivery.md):
 *
 * - `{{ form_name }}`, `{{ submission_id }}`, `{{ date }}`: built-in variables.
 * - `{{ fields.<name> }}`: the submitted field `<name>` (any characters but `|` and `}`; surrounding spaces
 *   trimmed), e.g. `{{ fields.first_name }}` or `{{ fields.First Name }}`. Any field name is accepted, since
 *   fields are free-form; a field the submission lacks renders empty.
 * - `{{ fields.name | default: "there" }}`: the text used when the value is missing or empty.
 *
 * Anything else between `{{` and `}}` (a bare name that is not a built-in, another namespace, another filter)
 * and an unclosed `{{` make the template unprocessable: the API answers 422 naming the variable.
 */

export const BUILT_IN_VARIABLES = ['form_name', 'submission_id', 'date'] as const;
export type BuiltInVariable = (typeof BUILT_IN_VARIABLES)[number];

type Reference = { kind: 'builtin'; name: BuiltInVariable } | { kind: 'field'; name: string };

interface Tag {
  reference: Reference;
  fallback: string;
}

/** A parsed template: literal text and tags, in order. */
export interface CompiledTemplate {
  parts: (string | Tag)[];
}

export type TemplateProblem = { kind: 'unknown_variable'; variable: string } | { kind: 'syntax'; message: string };

export type CompileResult = { ok: true; template: CompiledTemplate } | { ok: false; problem: TemplateProblem };

const TAG = /\{\{([\s\S]*?)\}\}/g;
const FIELD_PREFIX = 'fields.';
const DEFAULT_FILTER = /^default\s*:\s*(?:"([^"]*)"|'([^']*)')$/;

function parseTag(body: string): Tag | TemplateProblem {
  const [head = '', ...filters] = body.split('|').map((s) => s.trim());
  let reference: Reference;
  if ((BUILT_IN_VARIABLES as readonly string[]).includes(head)) {
    reference = { kind: 'builtin', name: head as BuiltInVariable };
  } else if (head.startsWith(FIELD_PREFIX) && head.slice(FIELD_PREFIX.length).trim() !== '') {
    reference = { kind: 'field', name: head.slice(FIELD_PREFIX.length).trim() };
  } else {
    return { kind: 'unknown_variable', variable: head };
  }
  let fallback = '';
  for (const filter of filters) {
    const match = DEFAULT_FILTER.exec(filter);
    if (!match)
      return { kind: 'syntax', message: `unknown filter "${filter}" on {{ ${head} }} (only default: "text" exists)` };
    fallback = match[1] ?? match[2] ?? '';
  }
  return { reference, fallback };
}

/**
 * Parses a template, reporting the first unknown variable or syntax problem.
 *
 * @example compileTemplate('Hi {{ fields.name | default: "there" }}').ok // true
 * @example compileTemplate('Hi {{ name }}') // { ok: false, problem: { kind: 'unknown_variable', variable: 'name' } }
 */
export function compileTemplate(source: string): CompileResult {
  const parts: (string | Tag)[] = [];
  let last = 0;
  for (const match of source.matchAll(TAG)) {
    const literal = source.slice(last, match.index);
    if (literal.includes('{{'))
      return { ok: false, problem: { kind: 'syntax', message: 'a "{{" is not closed by "}}"' } };
    if (literal) parts.push(literal);
    const tag = parseTag(match[1]!);
    if ('kind' in tag) return { ok: false, problem: tag };
    parts.push(tag);
    last = match.index + match[0].length;
  }
  const rest = source.slice(last);
  if (rest.includes('{{')) return { ok: false, problem: { kind: 'syntax', message: 'a "{{" is not closed by "}}"' } };
  if (rest) parts.push(rest);
  return { ok: true, template: { parts } };
}

/** Human wording of a problem, used in the 422 message. */
export function describeProblem(problem: TemplateProblem): string {
  if (problem.kind === 'syntax') return problem.message;
  return (
    `unknown variable {{ ${problem.variable} }}: use a built-in (${BUILT_IN_VARIABLES.join(', ')}) ` +
    `or fields.<name> for a submitted field`
  );
}

/**
 * A submitted value as text: strings as they are, numbers and booleans printed, arrays (repeated names) joined
 * with ", ", objects as JSON; null and undefined are empty.
 */
export function formatFieldValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (Array.isArray(value))
    return value
      .map(formatFieldValue)
      .filter((s) => s !== '')
      .join(', ');
  return JSON.stringify(value);
}

export interface TemplateValues {
  builtins: Record<BuiltInVariable, string>;
  fields: Record<string, unknown>;
}

/**
 * Renders a compiled template. `escape` is applied to every substituted value (HTML escaping for HTML bodies),
 * never to the template's own text, which the form owner wrote.
 */
export function renderTemplate(
  template: CompiledTemplate,
  values: TemplateValues,
  escape: (s: string) => string = (s) => s,
): string {
  return template.parts
    .map((part) => {
      if (typeof part === 'string') return part;
      const { reference } = part;
      const raw =
        reference.kind === 'builtin'
          ? values.builtins[reference.name]
          : Object.hasOwn(values.fields, reference.name)
            ? formatFieldValue(values.fields[reference.name])
            : '';
      return escape(raw.trim() === '' ? part.fallback : raw);
    })
    .join('');
}
