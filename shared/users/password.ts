/** Spec §5 and §9: at least 8 characters with a lowercase letter, an uppercase letter and a digit. */
export const PASSWORD_MIN_LENGTH = 8;

export function isPasswordStrong(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH && /[a-z]/.test(password) && /[A-Z]/.test(password) && /\d/.test(password);
}
