import { QueryClient } from '@tanstack/react-query';
import { isFormbaseError } from '@formbase/client';

/** The app's one cache of server state (route loaders prefetch into it, pages read from it). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 15_000,
      // 4xx answers do not get better by asking again.
      retry: (count, error) => !(isFormbaseError(error) && error.status >= 400 && error.status < 500) && count < 2,
    },
  },
});
