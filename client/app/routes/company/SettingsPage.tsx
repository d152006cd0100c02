import { useQueryClient } from '@tanstack/react-query';
import type { Feature } from '../../../../shared/companies/plans';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCompanySettings } from '../../../features/companies/api/company-settings';
import { useRegistrationSettings } from '../../../features/companies/api/registration-settings';
import { sessionQueryOptions, useSession } from '../../../features/users/api/get-session';
import { hasCompanyFeature, useSpaceContext } from '../../../lib/space';
import { RegistrationSettingsForm } from '../../../features/companies/components/RegistrationSettingsForm';
import { FeaturesSection } from '../../../features/companies/components/settings/FeaturesSection';
import { ScimSection } from '../../../features/scim/components/ScimSection';
import { SsoSection } from '../../../features/sso/components/SsoSection';
import { SocialSignInSection } from '../../../features/companies/components/settings/SocialSignInSection';
import {
  CommunicationSection,
  CreditsSection,
  IdentitySection,
  LegalSection,
  ValidationSection,
} from '../../../features/companies/components/settings/SettingsSections';
import { QueryStatus } from '../../../ui/QueryStatus';
import { usePageTitle } from '../../../ui/PageState';
import './settings.css';

/** The sections' final size while the settings load (nothing moves once they come). */
function SettingsSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="stack" role="status" aria-label={t('status.loading')}>
      {['identity', 'registration', 'validation', 'credits', 'legal', 'communication', 'features'].map((section) => (
        <div key={section} className={`card skeleton settings-skeleton settings-skeleton--${section}`} />
      ))}
    </div>
  );
}

/**
 * `/entreprise/{slug}/parametres`: identity, self-registration, who validates work-time dates, the solidarity-day
 * policy, the legal documents, the communication page and « Fonctionnalités », each section saved alone.
 */
export function SettingsPage() {
  const { t } = useTranslation('companies');
  usePageTitle(t('settings.title'));
  const slug = useParams().companySlug!;
  const me = useSession().data!;
  const context = useSpaceContext();
  // A section of a feature the company cannot reach is not shown (spec §6); « Fonctionnalités » brings it back.
  const has = (feature: Feature) => hasCompanyFeature(me, context, feature);
  const settings = useCompanySettings(slug);
  const registration = useRegistrationSettings(slug, has('self_registration'));
  const queryClient = useQueryClient();
  // The session names the company and lists its reachable features: the header and the navigation follow a save.
  const refreshSession = () => void queryClient.invalidateQueries(sessionQueryOptions());
  return (
    <div className="stack settings-page">
      <h1>{t('settings.title')}</h1>
      {settings.isPending ? (
        <SettingsSkeleton />
      ) : (
        <QueryStatus query={settings}>
          {(data) => (
            <>
              <IdentitySection slug={slug} settings={data} onSaved={refreshSession} />
              {has('self_registration') && (
                <section className="card">
                  <QueryStatus query={registration}>{(initial) => <RegistrationSettingsForm slug={slug} initial={initial} />}</QueryStatus>
                </section>
              )}
              {has('missions') && has('manager_validation') && <ValidationSection slug={slug} settings={data} />}
              {has('missions') && has('credits') && <CreditsSection slug={slug} settings={data} />}
              <LegalSection slug={slug} settings={data} />
              <CommunicationSection slug={slug} settings={data} />
              <SsoSection slug={slug} />
              <ScimSection slug={slug} />
              <SocialSignInSection slug={slug} />
              <FeaturesSection slug={slug} settings={data} onSaved={refreshSession} />
            </>
          )}
        </QueryStatus>
      )}
    </div>
  );
}
