import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { accounts, type Role } from '../../api/accounts';
import { meKeys } from '../../api/keys';

/** Who is signed in and in which organization; `error.status === 401` means nobody. */
export const meQuery = queryOptions({ queryKey: meKeys.all, queryFn: accounts.me, staleTime: 60_000 });
export const useMe = () => useQuery(meQuery);

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
