import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type { Me } from '../../../../shared/users/me';
import type { profileInputSchema } from '../../../../shared/users/user.schema';
import { apiFetch } from '../../../lib/api';
import { sessionQueryOptions } from './get-session';

export type ProfileInput = z.input<typeof profileInputSchema>;

export function updateProfile(input: ProfileInput): Promise<Me> {
  return apiFetch<{ me: Me }>('/me/profile', { method: 'PUT', body: input }).then((body) => body.me);
}

/** Saves the preferences tab; the session (names, phone, language) is refreshed from the answer. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (me) => {
      queryClient.setQueryData(sessionQueryOptions().queryKey, me);
      // Refetched too, so the copy kept for offline use is the new one.
      void queryClient.invalidateQueries({ queryKey: sessionQueryOptions().queryKey });
    },
  });
}
