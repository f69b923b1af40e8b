import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** One query client: no retries on answers the server meant (4xx), a few on network trouble. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (count, err) =>
          !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2,
      },
    },
  });
}
