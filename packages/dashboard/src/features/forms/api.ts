import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Schemas } from '@formbase/client';
import { api } from '../../api/client';

/** Forms and their keys: query keys, queries and mutations (each mutation invalidates what it changes). */
export const formKeys = {
  all: ['forms'] as const,
  list: () => [...formKeys.all, 'list'] as const,
  detail: (id: string) => [...formKeys.all, 'detail', id] as const,
  keys: (id: string) => [...formKeys.all, 'detail', id, 'form-keys'] as const,
};

const path = (id: string) => ({ params: { path: { id } } });

export const formsQuery = () => queryOptions({ queryKey: formKeys.list(), queryFn: () => api.GET('/v1/forms') });
export const formQuery = (id: string) =>
  queryOptions({ queryKey: formKeys.detail(id), queryFn: () => api.GET('/v1/forms/{id}', path(id)) });
export const formKeysQuery = (id: string) =>
  queryOptions({ queryKey: formKeys.keys(id), queryFn: () => api.GET('/v1/forms/{id}/keys', path(id)) });

export const useForms = () => useQuery(formsQuery());
export const useFormQuery = (id: string) => useQuery(formQuery(id));

export function useCreateForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Schemas['CreateFormRequest']) => api.POST('/v1/forms', { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: formKeys.all }),
  });
}

/** PATCH /v1/forms/{id} with part of the form; the cached form becomes the server's answer. */
export function useSaveForm(formId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Schemas['UpdateFormRequest']) => api.PATCH('/v1/forms/{id}', { ...path(formId), body }),
    onSuccess: (form) => {
      queryClient.setQueryData(formKeys.detail(formId), form);
      void queryClient.invalidateQueries({ queryKey: formKeys.list() });
    },
  });
}

export function useCreateFormKey(formId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Schemas['CreateFormKeyRequest']) => api.POST('/v1/forms/{id}/keys', { ...path(formId), body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: formKeys.keys(formId) }),
  });
}

export function useRevokeFormKey(formId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kid: string) =>
      api.POST('/v1/forms/{id}/keys/{kid}/revoke', { params: { path: { id: formId, kid } } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: formKeys.keys(formId) }),
  });
}
