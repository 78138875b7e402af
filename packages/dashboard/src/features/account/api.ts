import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { startRegistration, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { api } from '../../api/client';
import { meKeys } from '../shell/api';

/** The signed-in person's own passkeys and sessions. */
export const accountKeys = {
  sessions: ['account', 'sessions'] as const,
  passkeys: ['account', 'passkeys'] as const,
};
const id = (value: string) => ({ params: { path: { id: value } } });

export const passkeysQuery = () =>
  queryOptions({ queryKey: accountKeys.passkeys, queryFn: () => api.GET('/v1/me/passkeys') });
export const sessionsQuery = () =>
  queryOptions({ queryKey: accountKeys.sessions, queryFn: () => api.GET('/v1/me/sessions') });

/** Registers a passkey: the server's options, the browser's prompt, the server's verification. */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      const { challenge_id, options } = await api.POST('/v1/me/passkeys/options', { body: {} });
      const response = await startRegistration({
        optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
      });
      return api.POST('/v1/me/passkeys', {
        body: { challenge_id, response: response as unknown as Record<string, unknown>, name },
      });
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: accountKeys.passkeys }),
  });
}

export function useDeletePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (passkeyId: string) => api.DELETE('/v1/me/passkeys/{id}', id(passkeyId)),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: accountKeys.passkeys }),
  });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => api.DELETE('/v1/me/sessions/{id}', id(sessionId)),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}

export function useSignOutEverywhere() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => api.DELETE('/v1/me/sessions'), onSuccess: () => queryClient.clear() });
}

/** Whether the signed-in person is e-mailed about every new submission of the active organization's forms. */
export function useNotifySubmissions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => api.PATCH('/v1/me/notifications', { body: { notify_submissions: on } }),
    onSuccess: (me) => queryClient.setQueryData(meKeys.all, me),
  });
}
