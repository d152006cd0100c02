import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SocialSignInInput, SocialSignInSettings } from '../../../../shared/users/social-sign-in';
import { apiFetch } from '../../../lib/api';

/** The company's social sign-in switches: `/api/v1/companies/{slug}/social-sign-in` (company admins, issue 21). */
const socialSignInPath = (slug: string) => `/companies/${encodeURIComponent(slug)}/social-sign-in`;

export const socialSignInQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ['companies', slug, 'social-sign-in'] as const, queryFn: () => apiFetch<SocialSignInSettings>(socialSignInPath(slug)) });

export const useSocialSignInSettings = (slug: string) => useQuery(socialSignInQueryOptions(slug));

export function useSaveSocialSignIn(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SocialSignInInput) => apiFetch<SocialSignInSettings>(socialSignInPath(slug), { method: 'PUT', body: input }),
    onSuccess: (saved) => {
      queryClient.setQueryData(socialSignInQueryOptions(slug).queryKey, saved);
      // The company's public page lists the buttons its login pages show.
      void queryClient.invalidateQueries({ queryKey: ['companies', slug, 'public'] });
    },
  });
}
