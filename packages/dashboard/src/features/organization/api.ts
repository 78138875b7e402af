import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Schemas } from '@formbase/client';
import { api } from '../../api/client';
import { meKeys, type Role } from '../shell/api';

/** The organization: its name, members, invitations, API keys and audit log. */
export const organizationKeys = {
  all: ['organization'] as const,
  detail: ['organization', 'detail'] as const,
  members: ['organization', 'members'] as const,
  invitations: ['organization', 'invitations'] as const,
  apiKeys: ['organization', 'api-keys'] as const,
  audit: ['organization', 'audit'] as const,
};
const id = (value: string) => ({ params: { path: { id: value } } });
const member = (userId: string) => ({ params: { path: { user_id: userId } } });

export const organizationQuery = () =>
  queryOptions({ queryKey: organizationKeys.detail, queryFn: () => api.GET('/v1/organization') });
export const membersQuery = () =>
  queryOptions({ queryKey: organizationKeys.members, queryFn: () => api.GET('/v1/members') });
export const invitationsQuery = () =>
  queryOptions({ queryKey: organizationKeys.invitations, queryFn: () => api.GET('/v1/invitations') });
export const apiKeysQuery = () =>
  queryOptions({ queryKey: organizationKeys.apiKeys, queryFn: () => api.GET('/v1/api-keys') });
export const auditLogPages = () =>
  infiniteQueryOptions({
    queryKey: organizationKeys.audit,
    queryFn: ({ pageParam }) => api.GET('/v1/audit-log', { params: { query: { cursor: pageParam, limit: 50 } } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });

/** A mutation that refreshes `key` once it succeeded. */
function useChanging<V, R>(key: readonly unknown[], mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => void queryClient.invalidateQueries({ queryKey: key }) });
}

/** The name shows in the organization switcher too, so the signed-in person is asked again. */
export function useRenameOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api.PATCH('/v1/organization', { body: { name } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: organizationKeys.all });
      void queryClient.invalidateQueries({ queryKey: meKeys.all });
    },
  });
}
export const useCreateOrganization = () =>
  useChanging(meKeys.all, (name: string) => api.POST('/v1/organizations', { body: { name } }));

export const useSetRole = () =>
  useChanging(organizationKeys.members, ({ userId, role }: { userId: string; role: Role }) =>
    api.PATCH('/v1/members/{user_id}', { ...member(userId), body: { role } }),
  );
export const useRemoveMember = () =>
  useChanging(organizationKeys.members, (userId: string) => api.DELETE('/v1/members/{user_id}', member(userId)));

export const useInvite = () =>
  useChanging(organizationKeys.invitations, (body: Schemas['CreateInvitationRequest']) =>
    api.POST('/v1/invitations', { body }),
  );
export const useResendInvitation = () =>
  useChanging(organizationKeys.invitations, (invitationId: string) =>
    api.POST('/v1/invitations/{id}/resend', id(invitationId)),
  );
export const useRevokeInvitation = () =>
  useChanging(organizationKeys.invitations, (invitationId: string) =>
    api.DELETE('/v1/invitations/{id}', id(invitationId)),
  );

export const useCreateApiKey = () =>
  useChanging(organizationKeys.apiKeys, (body: Schemas['CreateApiKeyRequest']) => api.POST('/v1/api-keys', { body }));
export const useRevokeApiKey = () =>
  useChanging(organizationKeys.apiKeys, (keyId: string) => api.DELETE('/v1/api-keys/{id}', id(keyId)));
