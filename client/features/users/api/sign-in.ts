import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postAuth } from '../../../lib/api';
import { sessionQueryOptions } from './get-session';

export interface SignInInput {
  email: string;
  password: string;
}

export function signIn(input: SignInInput): Promise<void> {
  return postAuth('/sign-in/email', { email: input.email.trim(), password: input.password });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    // Resolves with the fresh session, so the caller knows where to send the user.
    mutationFn: async (input: SignInInput) => {
      await signIn(input);
      return queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 });
    },
  });
}
