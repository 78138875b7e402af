import { useEffect } from 'react';
import { useMe, type Role } from './api';

export { meQuery, useMe } from './api';

const RANK: Record<Role, number> = { viewer: 0, member: 1, admin: 2, owner: 3 };
/** Whether the active role reaches `needed` (the server decides; this only hides what would be refused). */
export function useCan(needed: Role): boolean {
  const me = useMe();
  const role = me.data?.active_organization.role;
  return role ? RANK[role] >= RANK[needed] : false;
}

export function useTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · Formbase`;
  }, [title]);
}
