import { isTrashed, type Submission, type SubmissionStatusFilter } from './submission.js';
import { ValidationError } from './errors.js';

/**
 * What a submissions list may be narrowed by, besides its status filter: text a field value or the submitter e-mail
 * contains, starred, with files, a created-at range and one named field's value. All combine (AND).
 */
export interface SubmissionSearch {
  status: SubmissionStatusFilter;
  /** Normalized (`normalizeText`); matched against every field value and the submitter e-mail. */
  text?: string;
  starred?: boolean;
  hasFiles?: boolean;
  /** ISO times: created at or after `createdFrom`, before `createdTo`. */
  createdFrom?: string;
  createdTo?: string;
  /** A named field whose value (or one of its values) equals `value`, normalized. */
  field?: { name: string; value: string };
}

/**
 * The form text is compared in: Unicode compatibility composition (full-width letters, ligatures and composed
 * accents match their plain forms) and locale-independent lower case, so a search is case-insensitive in any script.
 */
export const normalizeText = (text: string): string => text.normalize('NFKC').toLowerCase();

/** A search that only a status filter narrows: served by the plain list. */
export const isStatusOnly = (search: SubmissionSearch): boolean =>
  search.text === undefined &&
  search.starred === undefined &&
  search.hasFiles === undefined &&
  search.createdFrom === undefined &&
  search.createdTo === undefined &&
  search.field === undefined;

/** The texts of a field value: a string, each element of a list, other values as JSON. */
function valueTexts(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(valueTexts);
  if (typeof value === 'object') return [JSON.stringify(value)];
  return [String(value)];
}

/** True when the submission's state is in the status filter. */
export function inStatusFilter(s: Pick<Submission, 'status' | 'deletedAt'>, filter: SubmissionStatusFilter): boolean {
  if (filter === 'trash') return isTrashed(s as Submission);
  if (isTrashed(s as Submission)) return false;
  if (filter === 'all') return true;
  if (filter === 'inbox') return s.status === 'received' || s.status === 'verified';
  return s.status === filter;
}

/** Every condition of the search, checked on a stored submission (a locked one shows no fields, so none match). */
export function matchesSearch(s: Submission, search: SubmissionSearch): boolean {
  if (!inStatusFilter(s, search.status)) return false;
  if (search.starred !== undefined && s.starred !== search.starred) return false;
  if (search.hasFiles !== undefined && s.files.length > 0 !== search.hasFiles) return false;
  if (search.createdFrom !== undefined && s.createdAt < search.createdFrom) return false;
  if (search.createdTo !== undefined && s.createdAt >= search.createdTo) return false;
  const fields = s.locked ? {} : s.fields;
  if (search.field) {
    const { name, value } = search.field;
    const own = Object.prototype.hasOwnProperty.call(fields, name) ? valueTexts(fields[name]) : [];
    if (!own.some((text) => normalizeText(text.trim()) === value)) return false;
  }
  if (search.text !== undefined) {
    const needle = search.text;
    if (!searchedTexts(fields, s.submitterEmail).some((text) => normalizeText(text).includes(needle))) return false;
  }
  return true;
}

/** The texts text search looks in: every field value's texts and the submitter e-mail. */
const searchedTexts = (fields: Submission['fields'], submitterEmail: string | null | undefined): string[] => [
  ...Object.values(fields).flatMap(valueTexts),
  ...(submitterEmail ? [submitterEmail] : []),
];

/**
 * The text a search index keeps of a submission (its fields even while locked: the lock hides them at the check): the
 * normalized texts it is searched in, one a line, so every text or field value `matchesSearch` could find in it is
 * contained in it. An index narrows a search to the submissions whose text contains the needle; the check decides.
 */
export function indexedText(s: Pick<Submission, 'fields' | 'submitterEmail'>): string {
  const lines = searchedTexts(s.fields, s.submitterEmail).flatMap((text) => {
    const whole = normalizeText(text);
    const trimmed = normalizeText(text.trim());
    return whole.includes(trimmed) ? [whole] : [whole, trimmed];
  });
  // A text twice (the e-mail field and the submitter e-mail, mostly) once.
  return [...new Set(lines)].join('\n');
}

/** What a search index narrows a search by: its text, else its field's value; none when neither is asked for. */
export const indexNeedle = (search: SubmissionSearch): string | undefined =>
  search.text || search.field?.value || undefined;

/** The list and export query parameters a search is built from (already parsed). */
export interface SubmissionFilterQuery {
  status: string;
  q?: string;
  starred?: boolean;
  has_files?: boolean;
  created_from?: string;
  created_to?: string;
  field?: string;
  field_value?: string;
}

/** A date alone means its start (UTC). */
const timeOf = (value: string) => new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);

/** The search a query asks for; 400 naming the parameter when its parts do not fit together. */
export function searchFromQuery(query: SubmissionFilterQuery): SubmissionSearch {
  if ((query.field === undefined) !== (query.field_value === undefined)) {
    const missing = query.field === undefined ? 'field' : 'field_value';
    throw new ValidationError(`${missing} is required with ${missing === 'field' ? 'field_value' : 'field'}`, missing);
  }
  const from = query.created_from === undefined ? undefined : timeOf(query.created_from).toISOString();
  const to = query.created_to === undefined ? undefined : timeOf(query.created_to).toISOString();
  if (from !== undefined && to !== undefined && from >= to)
    throw new ValidationError('created_to must be after created_from', 'created_to');
  const text = query.q === undefined ? undefined : normalizeText(query.q.trim());
  return {
    status: query.status as SubmissionStatusFilter,
    ...(text ? { text } : {}),
    ...(query.starred !== undefined ? { starred: query.starred } : {}),
    ...(query.has_files !== undefined ? { hasFiles: query.has_files } : {}),
    ...(from !== undefined ? { createdFrom: from } : {}),
    ...(to !== undefined ? { createdTo: to } : {}),
    ...(query.field !== undefined
      ? { field: { name: query.field, value: normalizeText(query.field_value!.trim()) } }
      : {}),
  };
}

/** A stable text of a search, so a cursor is refused by a list with other filters. */
export const searchKey = (search: SubmissionSearch): string =>
  JSON.stringify([
    search.status,
    search.text,
    search.starred,
    search.hasFiles,
    search.createdFrom,
    search.createdTo,
    search.field?.name,
    search.field?.value,
  ]);
