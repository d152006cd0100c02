import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buildPath } from '../../../../shared/routes';
import type { SocialProvider } from '../../../../shared/users/social-sign-in';
import { ApiError } from '../../../lib/api';
import { useErrorText } from '../../../lib/error-text';
import { useStartSocialSignIn } from '../api/social-sign-in';

/**
 * « Se connecter avec Google » / « Se connecter avec Microsoft » for one company (issue 21): only the providers its
 * public page lists (switched on by the company, configured on the platform). A refusal by the server (the company
 * switched the provider off meanwhile) ends on the SSO error screen, as the provider's own refusals do.
 */
export function SocialSignInButtons({ companySlug, providers }: { companySlug: string; providers: readonly SocialProvider[] }) {
  const { t } = useTranslation('users');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const start = useStartSocialSignIn(companySlug);
  if (providers.length === 0) return null;
  const begin = (provider: SocialProvider) =>
    start.mutate(provider, {
      onError: (error) => {
        if (error instanceof ApiError && error.status === 403) void navigate(buildPath('loginSsoError', { type: 'public' }, {}, { error: error.code }));
      },
    });
  const failed = start.error && !(start.error instanceof ApiError && start.error.status === 403);
  return (
    <div className="stack social-sign-in">
      {failed && (
        <p className="form__error" role="alert">
          {errorText(start.error)}
        </p>
      )}
      {providers.map((provider) => (
        <button
          key={provider}
          type="button"
          className="button"
          disabled={start.isPending || start.isSuccess}
          aria-busy={start.isPending && start.variables === provider ? true : undefined}
          onClick={() => begin(provider)}
        >
          {t(`social_sign_in.${provider}`)}
        </button>
      ))}
    </div>
  );
}
