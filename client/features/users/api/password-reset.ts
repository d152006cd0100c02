import { useMutation } from '@tanstack/react-query';
import { postAuth } from '../../../lib/api';

/** Sends a 6-digit code if the address has an account; answers the same either way. */
export function requestPasswordReset(email: string): Promise<void> {
  return postAuth('/email-otp/request-password-reset', { email: email.trim() });
}

export function resetPassword(input: { email: string; code: string; password: string }): Promise<void> {
  return postAuth('/email-otp/reset-password', { email: input.email, otp: input.code, password: input.password });
}

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
