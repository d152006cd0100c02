import { QueryClient, onlineManager } from '@tanstack/react-query';
import { ApiError } from './api';

/**
 * TanStack Query starts "online" whatever the network says (stack notes):
 * follow navigator.onLine from the first render.
 */
onlineManager.setOnline(navigator.onLine);

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        networkMode: 'offlineFirst',
        retry: (failures, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
      },
      mutations: { networkMode: 'online' },
    },
  });
}
