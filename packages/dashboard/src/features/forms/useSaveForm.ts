import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Schemas } from '@formbase/client';
import { api } from '../../api/client';
import { formKeys } from '../../api/keys';

/** PATCH /v1/forms/{id} with part of the form; the cached form becomes the server's answer. */
export function useSaveForm(formId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Schemas['UpdateFormRequest']) =>
      api.PATCH('/v1/forms/{id}', { params: { path: { id: formId } }, body }),
    onSuccess: (form) => {
      queryClient.setQueryData(formKeys.detail(formId), form);
      void queryClient.invalidateQueries({ queryKey: formKeys.list() });
    },
  });
}
