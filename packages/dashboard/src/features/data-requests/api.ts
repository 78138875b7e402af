import { useMutation } from '@tanstack/react-query';
import { FormbaseError } from '@formbase/client';
import { api } from '../../api/client';

/** A data subject's requests on one form: their submissions as CSV, or erased for good. */
export const useExportSubject = (formId: string) =>
  useMutation({
    mutationFn: async (email: string) => {
      const { data, error, response } = await api.raw.GET('/v1/forms/{id}/data-requests/export', {
        params: { path: { id: formId }, query: { submitter_email: email } },
        parseAs: 'text',
      });
      if (!response.ok) throw FormbaseError.fromResponse(response, error);
      return data as string;
    },
  });

export const useEraseSubject = (formId: string) =>
  useMutation({
    mutationFn: (email: string) =>
      api.POST('/v1/forms/{id}/data-requests/erase', {
        params: { path: { id: formId } },
        body: { submitter_email: email },
      }),
  });
