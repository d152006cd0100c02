import { useMutation } from '@tanstack/react-query';
import { postAuth } from '../../../lib/api';

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

export function changePassword(input: ChangePasswordInput): Promise<void> {
  return postAuth('/change-password', { ...input, revokeOtherSessions: true });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
