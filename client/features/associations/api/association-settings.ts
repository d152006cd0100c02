import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type { associationSettingsInputSchema } from '../../../../shared/associations/association.schema';
import type { AssociationSettings } from '../../../../shared/associations/association.schema';
import { apiFetch } from '../../../lib/api';

/** What `PUT /associations/{slug}/settings` accepts: the settings and the members chosen as referents. */
export type AssociationSettingsInput = z.input<typeof associationSettingsInputSchema> & { supervisorIds: string[] };

const settingsPath = (slug: string) => `/associations/${encodeURIComponent(slug)}/settings`;

export function getAssociationSettings(slug: string): Promise<AssociationSettings> {
  return apiFetch<AssociationSettings>(settingsPath(slug));
}

export function saveAssociationSettings(slug: string, input: AssociationSettingsInput): Promise<AssociationSettings> {
  return apiFetch<AssociationSettings>(settingsPath(slug), { method: 'PUT', body: input });
}

export const associationSettingsQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ['associations', slug, 'settings'] as const, queryFn: () => getAssociationSettings(slug) });

export function useAssociationSettings(slug: string) {
  return useQuery(associationSettingsQueryOptions(slug));
}

export function useSaveAssociationSettings(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AssociationSettingsInput) => saveAssociationSettings(slug, input),
    onSuccess: (saved) => {
      queryClient.setQueryData(associationSettingsQueryOptions(slug).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: ['associations', slug, 'dashboard'] });
      void queryClient.invalidateQueries({ queryKey: ['associations', slug, 'public'] });
    },
  });
}
