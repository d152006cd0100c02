import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanySettings } from '../../../../../shared/companies/company-settings.schema';
import type { Feature } from '../../../../../shared/companies/plans';
import { useErrorText } from '../../../../lib/error-text';
import { useOnline } from '../../../../lib/online';
import { showFlash } from '../../../../ui/notifications';
import { useSaveCompanySettings } from '../../api/company-settings';

/**
 * « Fonctionnalités »: a switch per feature the company's plans allow, saved as soon as it moves; a switched-off
 * feature leaves the navigation (the session's `features`) and its API answers 403 FEATURE_DISABLED. The features its
 * plans do not include are shown greyed.
 */
export function FeaturesSection({ slug, settings, onSaved }: { slug: string; settings: CompanySettings; onSaved?: () => void }) {
  const { t } = useTranslation('companies');
  const errorText = useErrorText();
  const online = useOnline();
  const save = useSaveCompanySettings(slug, 'features', onSaved);
  const titleId = useId();

  const toggle = (feature: Feature, enabled: boolean) =>
    save.mutate(
      { feature, enabled },
      {
        onSuccess: () => showFlash('success', t(enabled ? 'settings.feature_on' : 'settings.feature_off', { feature: t(`features.${feature}`) })),
        onError: (error) => showFlash('error', errorText(error) ?? t('settings.offline_kept')),
      },
    );

  return (
    <section className="card stack settings-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('settings.features_title')}</h2>
      <p className="form__hint">{t('settings.features_intro')}</p>
      {!online && <p className="muted">{t('settings.features_offline')}</p>}
      <ul className="feature-switches">
        {settings.features.map((line) => (
          <li key={line.feature} className={`feature-switches__item${line.allowed ? '' : ' feature-switches__item--excluded'}`}>
            <label className="switch">
              <input
                type="checkbox"
                role="switch"
                checked={line.allowed && line.enabled}
                disabled={!line.allowed || !online || save.isPending}
                aria-describedby={line.allowed ? undefined : `${titleId}-${line.feature}`}
                onChange={(event) => toggle(line.feature, event.target.checked)}
              />
              {t(`features.${line.feature}`)}
            </label>
            {!line.allowed && (
              <span className="muted" id={`${titleId}-${line.feature}`}>
                {t('settings.not_included')}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
