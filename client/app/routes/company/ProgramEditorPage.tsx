import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { CompanyProgramDetail } from '../../../../shared/programs/program-api.schema';
import { buildPath } from '../../../../shared/routes';
import { hasCompanyFeature, useSpaceContext } from '../../../lib/space';
import { MissionCardView } from '../../../features/missions/components/search/MissionCardView';
import { useCompanyProgram } from '../../../features/programs/api/company-programs';
import { ProgramActions } from '../../../features/programs/components/ProgramActions';
import { ProgramForm, type ProgramQuestOption } from '../../../features/programs/components/ProgramForm';
import { ProgramStateBadge } from '../../../features/programs/components/ProgramStateBadge';
import { companyQuestsQueryOptions } from '../../../features/quests/api/company-quests';
import { useSession } from '../../../features/users/api/get-session';
import { showFlash } from '../../../ui/notifications';
import { usePageTitle } from '../../../ui/PageState';
import { QueryStatus } from '../../../ui/QueryStatus';
import { RouteLink } from '../../../ui/RouteLink';
import { NotFoundPage } from '../NotFoundPage';
import '../../../features/missions/components/search/search.css';

/**
 * `/entreprise/{slug}/programmes/creer` and `/entreprise/{slug}/programmes/{id}`: a selection's form with the live
 * preview of its missions; an existing one also shows its state and the actions the server offers (publish,
 * deactivate, archive, restore).
 */
export function ProgramEditorPage() {
  const params = useParams();
  const companySlug = params.companySlug!;
  if (params.programId === undefined) return <ProgramEditor companySlug={companySlug} />;
  const programId = Number(params.programId);
  if (!Number.isInteger(programId) || programId <= 0) return <NotFoundPage />;
  return <ExistingProgram companySlug={companySlug} programId={programId} />;
}

function ExistingProgram({ companySlug, programId }: { companySlug: string; programId: number }) {
  const query = useCompanyProgram(companySlug, programId);
  return <QueryStatus query={query}>{(detail) => <ProgramEditor companySlug={companySlug} detail={detail} key={detail.program.id} />}</QueryStatus>;
}

/** The company's quests a selection may name (none offered when the company does not reach quests). */
function useQuestOptions(companySlug: string): ProgramQuestOption[] | null {
  const context = useSpaceContext();
  const me = useSession().data;
  const enabled = me !== undefined && me !== null && hasCompanyFeature(me, context, 'quests');
  const quests = useQuery({ ...companyQuestsQueryOptions(companySlug), enabled });
  if (!enabled) return null;
  return (quests.data?.quests ?? []).map((quest) => ({ id: quest.id, title: quest.title }));
}

function ProgramEditor({ companySlug, detail }: { companySlug: string; detail?: CompanyProgramDetail }) {
  const { t } = useTranslation(['programs', 'missions']);
  const navigate = useNavigate();
  const questOptions = useQuestOptions(companySlug);
  const title = detail?.program.name ?? t('form.create_title');
  usePageTitle(title);
  return (
    <div className="stack">
      <RouteLink to="programs.list" className="back-link">
        {t('company.back')}
      </RouteLink>
      <div className="page-header">
        <h1 dir="auto">{title}</h1>
        {detail && <ProgramStateBadge state={detail.program.state} />}
      </div>
      {detail && (
        <div className="actions">
          {detail.program.state === 'published' && (
            <RouteLink to="programs.show" params={{ programId: detail.program.id, programSlug: detail.program.slug }} context={{ type: 'employee', companySlug }} className="button">
              {t('company.see_as_employee')}
            </RouteLink>
          )}
          <ProgramActions companySlug={companySlug} program={detail.program} availableActions={detail.availableActions} />
        </div>
      )}
      <ProgramForm
        companySlug={companySlug}
        detail={detail}
        questOptions={questOptions}
        renderMission={(mission) => <MissionCardView mission={mission} linkContext={{ type: 'employee', companySlug }} />}
        onSaved={(saved, created) => {
          showFlash('success', created ? t('form.created') : t('form.saved'));
          if (created) navigate(buildPath('programs.show', { type: 'company', companySlug }, { programId: saved.program.id }));
        }}
      />
    </div>
  );
}
