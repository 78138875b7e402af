import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Schemas } from '@formbase/client';
import { api } from '../../api/client';
import { formKeys } from '../forms/api';

/** Spam protection of one form: blocked domains and networks, CAPTCHA, e-mail hygiene. */
export const spamKeys = {
  all: (formId: string) => ['spam', formId] as const,
  domains: (formId: string) => ['spam', formId, 'domains'] as const,
  ips: (formId: string) => ['spam', formId, 'ips'] as const,
  captcha: (formId: string) => ['spam', formId, 'captcha'] as const,
  hygiene: (formId: string) => ['spam', formId, 'hygiene'] as const,
};
export type BlockKind = 'domains' | 'ips';
/** One blocked domain or network, whichever the list holds. */
export interface BlockEntry {
  id: string;
  value: string;
  formWide: boolean;
}
const form = (id: string) => ({ params: { path: { id } } });
const blockKey = (kind: BlockKind, formId: string) =>
  kind === 'domains' ? spamKeys.domains(formId) : spamKeys.ips(formId);

export const blockListQuery = (kind: BlockKind, formId: string) =>
  queryOptions({
    queryKey: blockKey(kind, formId),
    queryFn: async (): Promise<BlockEntry[]> =>
      kind === 'domains'
        ? (await api.GET('/v1/forms/{id}/blocked-domains', form(formId))).domains.map((d) => ({
            id: d.id,
            value: d.domain,
            formWide: d.form_id !== null,
          }))
        : (await api.GET('/v1/forms/{id}/blocked-ips', form(formId))).ips.map((d) => ({
            id: d.id,
            value: d.network,
            formWide: d.form_id !== null,
          })),
  });

export function useBlock(kind: BlockKind, formId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ value, scope }: { value: string; scope: 'form' | 'tenant' }): Promise<unknown> =>
      kind === 'domains'
        ? api.POST('/v1/forms/{id}/blocked-domains', { ...form(formId), body: { domain: value, scope } })
        : api.POST('/v1/forms/{id}/blocked-ips', { ...form(formId), body: { network: value, scope } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: blockKey(kind, formId) }),
  });
}

export function useUnblock(kind: BlockKind, formId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string): Promise<unknown> =>
      kind === 'domains'
        ? api.DELETE('/v1/blocked-domains/{id}', { params: { path: { id } } })
        : api.DELETE('/v1/blocked-ips/{id}', { params: { path: { id } } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: blockKey(kind, formId) }),
  });
}

export const captchaQuery = (formId: string) =>
  queryOptions({ queryKey: spamKeys.captcha(formId), queryFn: () => api.GET('/v1/forms/{id}/captcha', form(formId)) });

/** The form shows whether CAPTCHA is on, so it is asked again too. */
export function useSaveCaptcha(formId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Schemas['SetCaptchaRequest']) => api.PUT('/v1/forms/{id}/captcha', { ...form(formId), body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: spamKeys.captcha(formId) });
      void queryClient.invalidateQueries({ queryKey: formKeys.detail(formId) });
    },
  });
}

export const hygieneQuery = (formId: string) =>
  queryOptions({
    queryKey: spamKeys.hygiene(formId),
    queryFn: () => api.GET('/v1/forms/{id}/email-hygiene', form(formId)),
  });
export function useSaveHygiene(formId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Schemas['SetEmailHygieneRequest']) =>
      api.PUT('/v1/forms/{id}/email-hygiene', { ...form(formId), body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: spamKeys.hygiene(formId) }),
  });
}
