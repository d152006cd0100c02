import { queryOptions } from '@tanstack/react-query';
import type { PlatformInfo } from '../../shared/platform';
import { apiFetch } from './api';

/** Facts about this installation set by its operator (GET /api/v1/platform). */
export const platformQueryOptions = () =>
  queryOptions({
    queryKey: ['platform'],
    queryFn: () => apiFetch<PlatformInfo>('/platform'),
    staleTime: Infinity,
  });
