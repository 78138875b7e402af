import { readFileSync } from 'node:fs';
import { isMap, isNode, isScalar, LineCounter, parseDocument, type Document } from 'yaml';
import { CliError, EXIT } from '../errors.js';
import { FormsFileSchema, type FormsFile } from './schema.js';

/** `forms[0].settings.spam` from a zod/YAML path. */
export const pathText = (path: readonly PropertyKey[]): string =>
  path.reduce<string>(
    (text, key) => (typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${String(key)}` : String(key)),
    '',
  );

/**
 * Reads and validates a forms file (YAML, or JSON, which is YAML too). Every problem is reported as
 * `file:line:column: path: message`, pointing at the offending value (or the object missing a key), and the load
 * throws before anything is sent to the service.
 */
export function loadFormsFile(file: string): FormsFile {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new CliError(`cannot read ${file}: ${(error as Error).message}`, EXIT.invalidFile);
  }
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, uniqueKeys: true, prettyErrors: false });
  const where = (offset: number) => {
    const { line, col } = lines.linePos(offset);
    return `${file}:${line}:${col}`;
  };
  if (doc.errors.length > 0) {
    const messages = doc.errors.map((e) => `${where(e.pos[0])}: ${e.message.split('\n')[0]}`);
    throw new CliError(`invalid forms file:\n${messages.join('\n')}`, EXIT.invalidFile);
  }
  const parsed = FormsFileSchema.safeParse(doc.toJS());
  if (!parsed.success) {
    const messages = parsed.error.issues.slice(0, 20).map((issue) => {
      // An unknown key is shown where the key is written, not where its object starts.
      const at = issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0]!] : issue.path;
      const offset =
        issue.code === 'unrecognized_keys' ? keyOffset(doc, issue.path, issue.keys[0]!) : nodeOffset(doc, at);
      const path = pathText(at);
      return `${offset === undefined ? file : where(offset)}: ${path || '(top level)'}: ${issue.message}`;
    });
    throw new CliError(`invalid forms file:\n${messages.join('\n')}`, EXIT.invalidFile);
  }
  return parsed.data;
}

/** The start of the deepest node along `path` that exists in the document (a missing key points at its parent). */
function nodeOffset(doc: Document, path: readonly PropertyKey[]): number | undefined {
  for (let depth = path.length; depth >= 0; depth--) {
    const node = depth === 0 ? doc.contents : doc.getIn(path.slice(0, depth) as (string | number)[], true);
    if (isNode(node) && node.range) return node.range[0];
  }
  return undefined;
}

/** The start of `key` as written inside the map at `path`. */
function keyOffset(doc: Document, path: readonly PropertyKey[], key: string): number | undefined {
  const map = path.length === 0 ? doc.contents : doc.getIn(path as (string | number)[], true);
  const pair = isMap(map) ? map.items.find((p) => isScalar(p.key) && p.key.value === key) : undefined;
  return isScalar(pair?.key) && pair.key.range ? pair.key.range[0] : nodeOffset(doc, path);
}
