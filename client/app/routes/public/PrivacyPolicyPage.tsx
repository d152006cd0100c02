import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCompanyPublic } from '../../../features/companies/api/get-company-public';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api';
import { platformQueryOptions } from '../../../lib/platform';
import { usePageTitle } from '../../../ui/PageState';
import { QueryStatus } from '../../../ui/QueryStatus';

/** Where personal-data requests go: set by the operator (PRIVACY_CONTACT_EMAIL), read from the server. */
function usePrivacyContactEmail(): string {
  const platform = useQuery(platformQueryOptions());
  return platform.data?.privacyContactEmail ?? '…';
}

const SECTIONS = ['controller', 'data', 'purposes', 'recipients', 'transfers', 'retention', 'cookies', 'security', 'rights', 'contact', 'changes'] as const;

/** The platform's policy: long texts live in `common:privacy.*`, French first. */
function PlatformPolicy() {
  const { t } = useTranslation();
  const email = usePrivacyContactEmail();
  const list = (key: string) => {
    const value: unknown = t(key, { returnObjects: true, email, defaultValue: [] });
    return Array.isArray(value) ? (value as string[]) : [];
  };
  return (
    <>
      <p className="muted">{t('privacy.updated')}</p>
      <p>{t('privacy.intro')}</p>
      <nav aria-labelledby="privacy-contents" className="card">
        <h2 id="privacy-contents">{t('privacy.contents')}</h2>
        <ol className="list">
          {SECTIONS.map((section) => (
            <li key={section}>
              <a href={`#privacy-${section}`}>{t(`privacy.sections.${section}.title`)}</a>
            </li>
          ))}
        </ol>
      </nav>
      {SECTIONS.map((section) => (
        <section key={section} id={`privacy-${section}`} className="legal-section">
          <h2>{t(`privacy.sections.${section}.title`)}</h2>
          {list(`privacy.sections.${section}.body`).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
          {list(`privacy.sections.${section}.items`).length > 0 && (
            <ul className="list">
              {list(`privacy.sections.${section}.items`).map((item, index) => (
                <li key={index}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </>
  );
}

/** `/privacy-policy`. */
export function PrivacyPolicyPage() {
  const { t } = useTranslation();
  usePageTitle(t('privacy.title'));
  return (
    <article className="legal stack">
      <h1>{t('privacy.title')}</h1>
      <PlatformPolicy />
    </article>
  );
}

/** A file path or link as stored by the admin; a bare path is served from the site's root. */
function documentHref(filepath: string): string {
  return /^https?:\/\//.test(filepath) || filepath.startsWith('/') ? filepath : `/${filepath}`;
}

/** `/{companySlug}/privacy-policy`: the company's own document when it has one, else the platform's policy under its name. */
export function CompanyPrivacyPolicyPage() {
  const { t } = useTranslation();
  const { companySlug = '' } = useParams();
  const company = useCompanyPublic(companySlug);
  usePageTitle(company.data ? t('privacy.company_title', { company: company.data.name }) : t('privacy.title'));

  return (
    <article className="legal stack">
      <QueryStatus
        query={company}
        errorFor={(error) =>
          error instanceof ApiError && error.code === 'NOT_FOUND' ? (
            <>
              <h1>{t('privacy.title')}</h1>
              <p className="form__hint">{t('privacy.company_not_found')}</p>
              <PlatformPolicy />
            </>
          ) : undefined
        }
      >
        {({ name, privacyPolicyFilepath, termsOfUseFilepath }) => (
          <>
            <h1>{t('privacy.company_title', { company: name })}</h1>
            {privacyPolicyFilepath ? (
              <section className="card">
                <p>{t('privacy.company_document_intro', { company: name })}</p>
                <p>
                  <a className="button button--primary" href={documentHref(privacyPolicyFilepath)} target="_blank" rel="noopener">
                    {t('privacy.company_document_link', { company: name })}
                  </a>
                </p>
              </section>
            ) : (
              <>
                <p className="card">{t('privacy.company_platform_intro', { company: name })}</p>
                <PlatformPolicy />
              </>
            )}
            {/* The company's terms of use, uploaded in its settings (issue 15). */}
            {termsOfUseFilepath && (
              <p>
                <a className="button" href={documentHref(termsOfUseFilepath)} target="_blank" rel="noopener">
                  {t('privacy.company_terms_link', { company: name })}
                </a>
              </p>
            )}
          </>
        )}
      </QueryStatus>
    </article>
  );
}
