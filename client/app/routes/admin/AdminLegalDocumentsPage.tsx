import { Suspense, lazy, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../shared/i18n/languages';
import { LEGAL_AUDIENCES, LEGAL_DOCUMENT_KINDS, type LegalAudience, type LegalDocumentKind } from '../../../../shared/users/legal-documents.rules';
import { useLegalVersions } from '../../../features/users/api/legal-documents';
import { useUrlList } from '../../../lib/use-url-list';
import { usePageTitle } from '../../../ui/PageState';
import { Pager } from '../../../ui/Pager';
import { QueryStatus } from '../../../ui/QueryStatus';
import { AdminNav } from './AdminNav';
import './admin-legal.css';

// The form (and the schema it awaits) loads when « Publier une nouvelle version » opens it.
const LegalVersionForm = lazy(() => import('../../../features/users/components/legal/LegalVersionForm').then((m) => ({ default: m.LegalVersionForm })));

const oneOf = <T extends string>(values: readonly T[], value: string | undefined): T | undefined => (values as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

/**
 * `/admin/actions-operationnelles/documents-juridiques?kind=…&audience=…&page=…`: every version of the platform's terms of
 * use and privacy policy, who it is for, when it was published and how many users accepted it; and the form that
 * publishes a new version (asked of its audience at their next sign-in).
 */
export function AdminLegalDocumentsPage() {
  const { t } = useTranslation('users');
  usePageTitle(t('legal.admin.title'));
  const kindId = useId();
  const audienceId = useId();
  const list = useUrlList(['kind', 'audience']);
  const kind = oneOf<LegalDocumentKind>(LEGAL_DOCUMENT_KINDS, list.values.kind);
  const audience = oneOf<LegalAudience>(LEGAL_AUDIENCES, list.values.audience);
  const versions = useLegalVersions({ kind, audience, page: list.page });
  const [formOpen, setFormOpen] = useState(false);

  return (
    <div className="stack admin-legal">
      <AdminNav />
      <div className="page-header">
        <div>
          <h1>{t('legal.admin.title')}</h1>
          <p className="muted">{t('legal.admin.intro')}</p>
        </div>
        {!formOpen && (
          <button type="button" className="button button--primary" onClick={() => setFormOpen(true)}>
            {t('legal.admin.new_version')}
          </button>
        )}
      </div>
      {formOpen && (
        <Suspense fallback={<div className="card skeleton" style={{ minHeight: '24rem' }} />}>
          <LegalVersionForm onDone={() => setFormOpen(false)} />
        </Suspense>
      )}
      <section className="stack" aria-labelledby="legal-versions-title">
        <h2 id="legal-versions-title">{t('legal.admin.versions_title')}</h2>
        <div className="admin-legal__filters">
          <div className="field">
            <label className="field__label" htmlFor={kindId}>
              {t('legal.admin.filter_kind')}
            </label>
            <select id={kindId} value={kind ?? ''} onChange={(event) => list.update({ kind: event.target.value })}>
              <option value="">{t('legal.admin.all_kinds')}</option>
              {LEGAL_DOCUMENT_KINDS.map((value) => (
                <option key={value} value={value}>
                  {t(`legal.kinds.${value}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label className="field__label" htmlFor={audienceId}>
              {t('legal.admin.filter_audience')}
            </label>
            <select id={audienceId} value={audience ?? ''} onChange={(event) => list.update({ audience: event.target.value })}>
              <option value="">{t('legal.admin.all_audiences')}</option>
              {LEGAL_AUDIENCES.map((value) => (
                <option key={value} value={value}>
                  {t(`legal.audiences.${value}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <QueryStatus query={versions}>
          {(found) => (
            <div className="stack" aria-busy={versions.isFetching}>
              <p className="muted" role="status">
                {t('legal.admin.count', { count: found.total })}
              </p>
              {found.versions.length === 0 ? (
                <p className="card">{list.filtered ? t('legal.admin.empty_filtered') : t('legal.admin.empty')}</p>
              ) : (
                <div className="table-wrap" tabIndex={0} role="region" aria-labelledby="legal-versions-title">
                  <table className="table">
                    <thead>
                      <tr>
                        <th scope="col">{t('legal.admin.col_document')}</th>
                        <th scope="col">{t('legal.admin.col_audience')}</th>
                        <th scope="col">{t('legal.admin.col_version')}</th>
                        <th scope="col">{t('legal.admin.col_published_on')}</th>
                        <th scope="col">{t('legal.admin.col_status')}</th>
                        <th scope="col" className="table__number">
                          {t('legal.admin.col_acceptances')}
                        </th>
                        <th scope="col">{t('legal.admin.col_file')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {found.versions.map((version) => (
                        <tr key={version.id}>
                          <td>{t(`legal.kinds.${version.kind}`)}</td>
                          <td>
                            {t(`legal.audiences.${version.audience}`)}
                            {version.organisation && <span className="form__hint admin-legal__reserved">{t('legal.admin.reserved_to', { name: version.organisation.name })}</span>}
                          </td>
                          <td>{version.versionLabel}</td>
                          <td>{formatDate(version.publishedOn)}</td>
                          <td>
                            <span className={`badge admin-legal__status admin-legal__status--${version.status}`}>{t(`legal.statuses.${version.status}`)}</span>
                          </td>
                          <td className="table__number">{version.acceptances}</td>
                          <td>
                            <a href={version.fileUrl} target="_blank" rel="noopener" aria-label={t('legal.admin.read_version', { label: version.versionLabel })}>
                              {t('legal.admin.read_pdf')}
                            </a>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
              <Pager page={found.page} pageSize={found.pageSize} total={found.total} label={t('legal.admin.pagination')} disabled={versions.isFetching} onPage={(page) => list.update({ page })} />
            </div>
          )}
        </QueryStatus>
      </section>
    </div>
  );
}
