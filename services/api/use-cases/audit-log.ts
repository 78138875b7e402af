import type { AuditEvent, AuditLog } from '@shared/domain/audit.js';
import { decodeCursor, encodeCursor } from '@shared/domain/cursor.js';
import type { Principal } from '@shared/domain/tenant.js';

const view = (event: AuditEvent) => ({
  id: event.id,
  action: event.action,
  actor: {
    type: event.actorType,
    id: event.actorId,
    ...(event.actorEmail ? { email: event.actorEmail } : {}),
  },
  target:
    event.targetType && event.targetId
      ? { type: event.targetType, id: event.targetId, ...(event.targetEmail ? { email: event.targetEmail } : {}) }
      : null,
  details: event.details ?? {},
  ip_prefix: event.ipPrefix,
  created_at: event.createdAt,
});

/** `GET /v1/audit-log`: newest first, `limit` per page, continued from the cursor. */
export async function listAuditLog(
  ports: { auditLog: AuditLog },
  principal: Principal,
  query: { cursor?: string; limit: number },
) {
  const scope = `audit:${principal.tenantId}`;
  const before = decodeCursor(scope, query.cursor)?.before;
  const events = await ports.auditLog.list(
    principal.tenantId,
    query.limit + 1,
    typeof before === 'string' ? before : undefined,
  );
  const page = events.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    data: page.map(view),
    next_cursor: events.length > query.limit && last ? encodeCursor(scope, { before: last.id }) : null,
  };
}
