import { decodeCursor, encodeCursor } from '@shared/domain/cursor.js';
import type { SuppressionStore } from '@shared/domain/email/suppression.js';
import { NotFoundError, ValidationError } from '@shared/domain/errors.js';
import { isId } from '@shared/domain/ids.js';
import { shownSuppression } from '@shared/domain/schemas/email.js';
import type { Principal } from '@shared/domain/tenant.js';

interface Ports {
  suppressions: Pick<SuppressionStore, 'list' | 'remove'>;
}

const cursorScope = (tenantId: string) => `suppression:${tenantId}`;

/** `GET /v1/email/suppression`: the tenant's entries and the global ones, newest first. */
export async function listSuppression(ports: Ports, principal: Principal, query: { cursor?: string; limit: number }) {
  const position = decodeCursor(cursorScope(principal.tenantId), query.cursor);
  const before = position?.before;
  if (position && (typeof before !== 'string' || !isId('suppression', before))) {
    throw new ValidationError('cursor is not valid for this list', 'cursor');
  }
  const page = await ports.suppressions.list(principal.tenantId, query.limit, before as string | undefined);
  return {
    entries: page.entries.map(shownSuppression),
    next_cursor: page.nextBefore ? encodeCursor(cursorScope(principal.tenantId), { before: page.nextBefore }) : null,
  };
}

/**
 * `DELETE /v1/email/suppression/{id}`: mail to the address is sent again. Only the tenant's own entries can be
 * removed; a global entry or another tenant's answers 404.
 */
export async function removeSuppression(ports: Ports, principal: Principal, id: string) {
  if (!(await ports.suppressions.remove(principal.tenantId, id)))
    throw new NotFoundError('suppression entry not found', 'id');
}
