import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssociationRegistrationInput, EmployeeRegistrationInput } from '../../../../shared/users/registration.schema';
import { apiFetch } from '../../../lib/api';
import { sessionQueryOptions } from './get-session';

export function registerEmployee(companySlug: string, input: EmployeeRegistrationInput) {
  return apiFetch<{ status: 'code_sent' }>(`/registrations/employee/${encodeURIComponent(companySlug)}`, { method: 'POST', body: input });
}

export function registerAssociation(input: AssociationRegistrationInput, companySlug?: string) {
  return apiFetch<{ status: 'code_sent' }>('/registrations/association', { method: 'POST', body: input, query: { company: companySlug } });
}

export function verifyEmailCode(input: { email: string; code: string }) {
  return apiFetch<unknown>('/registrations/verify', { method: 'POST', body: input });
}

export function resendEmailCode(email: string) {
  return apiFetch<unknown>('/registrations/resend', { method: 'POST', body: { email } });
}

export const useRegisterEmployee = (companySlug: string) => useMutation({ mutationFn: (input: EmployeeRegistrationInput) => registerEmployee(companySlug, input) });
export const useRegisterAssociation = (companySlug?: string) =>
  useMutation({ mutationFn: (input: AssociationRegistrationInput) => registerAssociation(input, companySlug) });
export const useResendEmailCode = () => useMutation({ mutationFn: resendEmailCode });

/** Confirming the address opens the session: the fresh session is what the caller gets. */
export function useVerifyEmailCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { email: string; code: string }) => {
      await verifyEmailCode(input);
      return queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 });
    },
  });
}
