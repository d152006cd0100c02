import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../shared/i18n/languages';
import { LEGAL_AUDIENCES, LEGAL_DOCUMENT_KINDS } from '../../../../shared/users/legal-documents.rules';
import { usePublicLegalDocuments } from '../../../features/users/api/legal-documents';
import { usePageTitle } from '../../../ui/PageState';
import { QueryStatus } from '../../../ui/QueryStatus';
import { RouteLink } from '../../../ui/RouteLink';
import '../../../features/users/components/legal/legal.css';

/** `/documents-juridiques`: the terms of use and privacy policy in force, per audience, for anyone (their PDFs). */
export function LegalDocumentsPage() {
  const { t } = useTranslation('users');
  usePageTitle(t('legal.public.title'));
  const documents = usePublicLegalDocuments();
  return (
    <article className="legal stack">
      <h1>{t('legal.public.title')}</h1>
      <p>{t('legal.public.intro')}</p>
      <QueryStatus query={documents}>
        {(current) =>
          current.length === 0 ? (
            <p className="card">{t('legal.public.empty')}</p>
          ) : (
            LEGAL_AUDIENCES.filter((audience) => current.some((document) => document.audience === audience)).map((audience) => (
              <section key={audience} className="stack" aria-labelledby={`legal-${audience}`}>
                <h2 id={`legal-${audience}`}>{t(`legal.audiences.${audience}`)}</h2>
                <div className="legal-documents">
                  {LEGAL_DOCUMENT_KINDS.flatMap((kind) => current.filter((document) => document.audience === audience && document.kind === kind)).map((document) => (
                    <div key={document.kind} className="card">
                      <h3>{t(`legal.kinds.${document.kind}`)}</h3>
                      <p className="form__hint">{t('legal.public.version', { label: document.versionLabel, date: formatDate(document.publishedOn) })}</p>
                      <p>
                        <a
                          className="button"
                          href={document.fileUrl}
                          target="_blank"
                          rel="noopener"
                          aria-label={t('legal.public.read_named', { document: t(`legal.kinds.${document.kind}`), audience: t(`legal.audiences.${audience}`) })}
                        >
                          {t('legal.public.read')}
                        </a>
                      </p>
                    </div>
                  ))}
                </div>
              </section>
            ))
          )
        }
      </QueryStatus>
      <p>
        <RouteLink to="privacyPolicy" context={{ type: 'public' }}>
          {t('legal.public.platform_policy')}
        </RouteLink>
      </p>
    </article>
  );
}
