import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePartnerAssociation, useSetPartnership } from '../../../features/companies/api/partner-associations';
import { PartnerLogo } from '../../../features/companies/components/PartnerCard';
import { useErrorText } from '../../../lib/error-text';
import { BackArrow } from '../../../ui/Bidi';
import { showFlash } from '../../../ui/notifications';
import { QueryStatus } from '../../../ui/QueryStatus';
import { usePageTitle } from '../../../ui/PageState';
import { RouteLink } from '../../../ui/RouteLink';
import './settings.css';

/** `/entreprise/{slug}/associations/{associationSlug}`: the association for the company (presentation, label, missions, applications). */
export function PartnerAssociationPage() {
  const { t } = useTranslation(['companies', 'associations', 'missions', 'engagements']);
  const errorText = useErrorText();
  const { companySlug, associationSlug } = useParams() as { companySlug: string; associationSlug: string };
  const query = usePartnerAssociation(companySlug, associationSlug);
  const partnership = useSetPartnership(companySlug);
  usePageTitle(query.data?.association.name ?? t('partners.title'));
  return (
    <div className="stack partners-page">
      <RouteLink to="companies.partners">
        <BackArrow /> {t('partners.back')}
      </RouteLink>
      {query.isPending && query.fetchStatus === 'fetching' ? (
        <div className="card skeleton" style={{ minHeight: '20rem' }} role="status" aria-label={t('common:status.loading')} />
      ) : (
        <QueryStatus query={query}>
          {({ association, missions, applications }) => (
            <>
              <header className="card partner-card">
                <PartnerLogo association={association} />
                <div className="partner-card__body">
                  <h1 dir="auto">{association.name}</h1>
                  {association.certifiedLabel && (
                    <p>
                      <span className="badge">{t('companies:partners.certified')}</span> {t(`associations:certification_labels.${association.certifiedLabel}`)}
                    </p>
                  )}
                  <span className="muted">{t('companies:partners.missions', { count: association.missions })}</span>
                </div>
                <div className="partner-card__actions">
                  <button
                    type="button"
                    className={association.isPartner ? 'button button--danger-outline' : 'button button--primary'}
                    disabled={partnership.isPending}
                    onClick={() =>
                      partnership.mutate(
                        { associationSlug, partner: !association.isPartner },
                        {
                          onSuccess: () => showFlash('success', t(association.isPartner ? 'companies:partners.removed' : 'companies:partners.added', { name: association.name })),
                          onError: (error) => showFlash('error', errorText(error) ?? t('companies:partners.offline')),
                        },
                      )
                    }
                  >
                    {t(association.isPartner ? 'companies:partners.remove' : 'companies:partners.add', { name: association.name })}
                  </button>
                </div>
              </header>
              <section className="card stack" aria-labelledby="partner-presentation">
                <h2 id="partner-presentation">{t('companies:partners.presentation')}</h2>
                {association.description ? <p dir="auto" style={{ whiteSpace: 'pre-line' }}>{association.description}</p> : <p className="muted">{t('companies:partners.no_description')}</p>}
              </section>
              <section className="card stack" aria-labelledby="partner-missions">
                <h2 id="partner-missions">{t('companies:partners.missions_title')}</h2>
                {missions.length === 0 ? (
                  <p className="muted">{t('companies:partners.no_missions')}</p>
                ) : (
                  <ul className="stack" style={{ listStyle: 'none', padding: 0 }}>
                    {missions.map((mission) => (
                      <li key={mission.id}>
                        <strong dir="auto">{mission.title}</strong>
                        <span className="muted"> · {mission.isRemote ? t('companies:partners.remote') : (mission.city ?? '—')}</span>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
              <section className="card stack" aria-labelledby="partner-applications">
                <h2 id="partner-applications">{t('companies:partners.applications_title')}</h2>
                {applications.length === 0 ? (
                  <p className="muted">{t('companies:partners.no_applications')}</p>
                ) : (
                  <table className="partner-table">
                    <thead>
                      <tr>
                        <th scope="col">{t('companies:partners.column_employee')}</th>
                        <th scope="col">{t('companies:partners.column_mission')}</th>
                        <th scope="col">{t('companies:partners.column_state')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {applications.map((application) => (
                        <tr key={application.engagementId}>
                          <td>
                            <RouteLink to="engagement.show" params={{ engagementId: application.engagementId }}>
                              {application.employeeName}
                            </RouteLink>
                          </td>
                          <td dir="auto">{application.missionTitle}</td>
                          <td>{t(`engagements:states.${application.state}`)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                )}
              </section>
            </>
          )}
        </QueryStatus>
      )}
    </div>
  );
}
