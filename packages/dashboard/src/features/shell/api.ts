import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Schemas } from '@formbase/client';
import { api } from '../../api/client';

/** The signed-in person: who they are, which organization is active, switching it, signing out. */
export type Role = Schemas['Role'];
export type Me = Schemas['Me'];

export const meKeys = { all: ['me'] as const };

/** Who is signed in and in which organization; `error.status === 401` means nobody. */
export const meQuery = queryOptions({ queryKey: meKeys.all, queryFn: () => api.GET('/v1/me'), staleTime: 60_000 });
export const useMe = () => useQuery(meQuery);

/** A new session's person replaces every cached answer of the previous one. */
export function useSignedIn() {
  const queryClient = useQueryClient();
  return (me: Me) => {
    queryClient.clear();
    queryClient.setQueryData(meKeys.all, me);
  };
}

export function useSwitchOrganization() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (organization_id: string) => api.POST('/v1/me/active-organization', { body: { organization_id } }),
    onSuccess: signedIn,
  });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => api.POST('/v1/auth/sign-out'), onSettled: () => queryClient.clear() });
}
