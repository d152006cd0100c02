import { useMutation } from '@tanstack/react-query';
import type { SocialProvider } from '../../../../shared/users/social-sign-in';
import { ApiError, contextHeaders, toApiError } from '../../../lib/api';

/**
 * Starts a social sign-in for one company (issue 21): better-auth answers the provider's address, where the browser
 * goes; after the provider, better-auth's callback lands the employee on the company's home or on the SSO error
 * screen. The server decides both ends; the page only names the company.
 */
export async function startSocialSignIn(provider: SocialProvider, companySlug: string): Promise<string> {
  const response = await fetch('/api/auth/sign-in/social', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...contextHeaders() },
    body: JSON.stringify({ provider, disableRedirect: true, additionalData: { companySlug } }),
    credentials: 'same-origin',
  }).catch(() => {
    throw new ApiError(0, 'NETWORK', 'Impossible de joindre le serveur.');
  });
  if (!response.ok) throw await toApiError(response);
  const { url } = (await response.json()) as { url: string };
  return url;
}

export function useStartSocialSignIn(companySlug: string) {
  return useMutation({
    mutationFn: (provider: SocialProvider) => startSocialSignIn(provider, companySlug),
    onSuccess: (url) => window.location.assign(url),
  });
}
