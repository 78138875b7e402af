import { ValidationError } from './errors.js';

/**
 * Opaque pagination cursors: base64url JSON of the position to continue from. The repository that decodes a
 * cursor checks it belongs to the same list (`scope`), so a cursor from another list or tenant is a 400.
 */
export function encodeCursor(scope: string, position: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify({ s: scope, p: position }), 'utf8').toString('base64url');
}

export function decodeCursor(scope: string, cursor: string | undefined): Record<string, unknown> | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { s?: unknown; p?: unknown };
    if (parsed.s === scope && typeof parsed.p === 'object' && parsed.p !== null)
      return parsed.p as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new ValidationError('cursor is not valid for this list', 'cursor');
}
