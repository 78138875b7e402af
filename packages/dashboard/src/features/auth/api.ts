import { useMutation } from '@tanstack/react-query';
import { startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { api } from '../../api/client';

/** Signing in: the e-mailed link, a passkey, an invitation; each exchange answers the signed-in person. */
export const useRequestLink = () =>
  useMutation({ mutationFn: (email: string) => api.POST('/v1/auth/email-links', { body: { email } }) });

export const verifyLink = (token: string) => api.POST('/v1/auth/email-links/verify', { body: { token } });
export const acceptInvitation = (token: string) => api.POST('/v1/auth/invitations/accept', { body: { token } });

/** What a link would do, read without using it: whom it signs in (and, for an invitation, where and as what). */
export interface LinkPreview {
  email: string;
  organization?: { id: string; name: string };
  role?: string;
}
export const peekLink = (token: string): Promise<LinkPreview> =>
  api.POST('/v1/auth/email-links/peek', { body: { token } });
export const peekInvitation = (token: string): Promise<LinkPreview> =>
  api.POST('/v1/auth/invitations/peek', { body: { token } });

/** The browser's passkey prompt between the server's challenge and its verification. */
export async function signInWithPasskey() {
  const { challenge_id, options } = await api.POST('/v1/auth/passkeys/options', { body: {} });
  const response = await startAuthentication({
    optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
  });
  return api.POST('/v1/auth/passkeys/verify', {
    body: { challenge_id, response: response as unknown as Record<string, unknown> },
  });
}
