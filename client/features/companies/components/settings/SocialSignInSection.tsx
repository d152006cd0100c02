import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildPath } from '../../../../../shared/routes';
import type { SocialProvider, SocialSignInSettings } from '../../../../../shared/users/social-sign-in';
import { useErrorText } from '../../../../lib/error-text';
import { CheckboxField } from '../../../../ui/Field';
import { showFlash } from '../../../../ui/notifications';
import { QueryStatus } from '../../../../ui/QueryStatus';
import { useSaveSocialSignIn, useSocialSignInSettings } from '../../api/social-sign-in';

/**
 * « Connexion avec Google et Microsoft » in `/entreprise/{slug}/parametres` (issue 21): the company switches each
 * provider on for its employees. A provider the platform has no credentials for is said to be unavailable, and its
 * switch cannot be turned on (one already on can be turned off).
 */
export function SocialSignInSection({ slug }: { slug: string }) {
  const { t } = useTranslation('companies');
  const settings = useSocialSignInSettings(slug);
  const titleId = useId();
  return (
    <section className="card stack settings-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('social_sign_in.title')}</h2>
      <p className="form__hint">{t('social_sign_in.intro')}</p>
      <QueryStatus query={settings}>{(data) => <SocialSignInForm slug={slug} settings={data} />}</QueryStatus>
    </section>
  );
}

function SocialSignInForm({ slug, settings }: { slug: string; settings: SocialSignInSettings }) {
  const { t } = useTranslation('companies');
  const errorText = useErrorText();
  const save = useSaveSocialSignIn(slug);
  const [switches, setSwitches] = useState(() => Object.fromEntries(settings.providers.map((p) => [p.provider, p.enabled])) as Record<SocialProvider, boolean>);
  const [banner, setBanner] = useState<string | null>(null);
  const firstConnection = buildPath('company.googleFirstConnection', { type: 'public' }, { companySlug: slug });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBanner(null);
    save.mutate(switches, {
      onSuccess: () => showFlash('success', t('social_sign_in.saved')),
      onError: (error) => setBanner(errorText(error) ?? t('social_sign_in.save_failed')),
    });
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      {banner && (
        <p className="form__error" role="alert">
          {banner}
        </p>
      )}
      {settings.providers.map(({ provider, enabled, configured }) => (
        <div key={provider} className="stack">
          <CheckboxField
            label={t(`social_sign_in.${provider}`)}
            checked={switches[provider]}
            disabled={!configured && !switches[provider]}
            onChange={(event) => setSwitches((current) => ({ ...current, [provider]: event.target.checked }))}
          />
          {!configured && <p className="form__hint">{t(enabled ? 'social_sign_in.on_but_unavailable' : 'social_sign_in.unavailable')}</p>}
        </div>
      ))}
      {settings.providers.some((p) => p.provider === 'google' && p.enabled && p.configured) && (
        <p className="form__hint">
          {t('social_sign_in.first_connection')} <a href={firstConnection}>{`${window.location.origin}${firstConnection}`}</a>
        </p>
      )}
      <div>
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {t('settings.save')}
        </button>
      </div>
    </form>
  );
}
