import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { CompanyProgramList } from '../../../../shared/programs/program-api.schema';
import { useCompanyPrograms } from '../../../features/programs/api/company-programs';
import { ProgramActions } from '../../../features/programs/components/ProgramActions';
import { ProgramStateBadge } from '../../../features/programs/components/ProgramStateBadge';
import { usePageTitle } from '../../../ui/PageState';
import { QueryStatus } from '../../../ui/QueryStatus';
import { RouteLink } from '../../../ui/RouteLink';
import '../../../features/programs/components/programs.css';

/** `/entreprise/{slug}/programmes`: the company's selections with their state, missions and the actions the server offers. */
export function ProgramsPage() {
  const { t } = useTranslation('programs');
  const companySlug = useParams().companySlug!;
  usePageTitle(t('company.title'));
  const query = useCompanyPrograms(companySlug);
  return (
    <div className="stack">
      <div className="page-header">
        <h1>{t('company.title')}</h1>
        <RouteLink to="programs.create" className="button button--primary">
          {t('company.create')}
        </RouteLink>
      </div>
      <p className="muted">{t('company.intro')}</p>
      <QueryStatus query={query}>{(data) => <ProgramList companySlug={companySlug} data={data} />}</QueryStatus>
    </div>
  );
}

function ProgramList({ companySlug, data }: { companySlug: string; data: CompanyProgramList }) {
  const { t } = useTranslation('programs');
  if (data.programs.length === 0) {
    return (
      <div className="card empty-state">
        <img src="/illustrations/thematics/environment.svg" alt="" width={160} height={120} />
        <h2>{t('company.empty.title')}</h2>
        <p className="muted">{t('company.empty.body')}</p>
        <RouteLink to="programs.create" className="button button--primary">
          {t('company.create')}
        </RouteLink>
      </div>
    );
  }
  return (
    <ul className="company-programs">
      {data.programs.map((program) => (
        <li key={program.id} className="card company-programs__item">
          <span className="company-programs__swatch" style={program.colour ? { background: program.colour } : undefined} aria-hidden="true" />
          <div className="company-programs__text">
            <ProgramStateBadge state={program.state} />
            <h2 className="company-programs__title">
              <RouteLink to="programs.show" params={{ programId: program.id }}>
                {program.name}
              </RouteLink>
            </h2>
            <p className="muted">
              {t(`mission_selection_modes.${program.missionSelectionMode}`)} · {t('company.missions_count', { count: program.missionsCount })}
            </p>
          </div>
          <div className="actions company-programs__actions">
            <ProgramActions companySlug={companySlug} program={program} availableActions={program.availableActions} small />
          </div>
        </li>
      ))}
    </ul>
  );
}
