import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { CompanyProgramDetail } from '../../../../shared/programs/program-api.schema';
import type { SpaceContext } from '../../../../shared/contexts';
import { buildPath } from '../../../../shared/routes';
import { hasCompanyFeature, useSpaceContext } from '../../../lib/space';
import { MissionCardView } from '../../../features/missions/components/search/MissionCardView';
import { type ProgramsOwner, useCompanyProgram } from '../../../features/programs/api/company-programs';
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
 * `/entreprise/{slug}/programmes/creer` and `/entreprise/{slug}/programmes/{id}` (and the catalogue's,
 * `/admin/selections/creer` and `/admin/selections/{id}`): a selection's form with the live
 * preview of its missions; an existing one also shows its state and the actions the server offers (publish,
 * deactivate, archive, restore).
 */
export function ProgramEditorPage() {
  const params = useParams();
  return <ProgramEditorScreen owner={{ kind: 'company', companySlug: params.companySlug! }} programId={params.programId} />;
}

/** The editor of an owner's selection: a company's, or the platform catalogue's (admin space); a new one without `programId`. */
export function ProgramEditorScreen({ owner, programId }: { owner: ProgramsOwner; programId: string | undefined }) {
  if (programId === undefined) return <ProgramEditor owner={owner} />;
  const id = Number(programId);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  return <ExistingProgram owner={owner} programId={id} />;
}

function ExistingProgram({ owner, programId }: { owner: ProgramsOwner; programId: number }) {
  const query = useCompanyProgram(owner, programId);
  return <QueryStatus query={query}>{(detail) => <ProgramEditor owner={owner} detail={detail} key={detail.program.id} />}</QueryStatus>;
}

/** The company's quests a selection may name (none offered when the company does not reach quests, nor in the catalogue). */
function useQuestOptions(owner: ProgramsOwner): ProgramQuestOption[] | null {
  const context = useSpaceContext();
  const me = useSession().data;
  const companySlug = owner.kind === 'company' ? owner.companySlug : '';
  const enabled = owner.kind === 'company' && me !== undefined && me !== null && hasCompanyFeature(me, context, 'quests');
  const quests = useQuery({ ...companyQuestsQueryOptions(companySlug), enabled });
  if (!enabled) return null;
  return (quests.data?.quests ?? []).map((quest) => ({ id: quest.id, title: quest.title }));
}

function ProgramEditor({ owner, detail }: { owner: ProgramsOwner; detail?: CompanyProgramDetail }) {
  const { t } = useTranslation(['programs', 'missions']);
  const navigate = useNavigate();
  const questOptions = useQuestOptions(owner);
  const space: SpaceContext = owner.kind === 'company' ? { type: 'company', companySlug: owner.companySlug } : { type: 'admin' };
  // A company's missions open on its employees' pages; the catalogue's, open to everyone, on the public ones.
  const missionContext: SpaceContext = owner.kind === 'company' ? { type: 'employee', companySlug: owner.companySlug } : { type: 'public' };
  const title = detail?.program.name ?? t('form.create_title');
  usePageTitle(title);
  return (
    <div className="stack">
      <RouteLink to="programs.list" className="back-link">
        {t(owner.kind === 'company' ? 'company.back' : 'catalogue.back')}
      </RouteLink>
      <div className="page-header">
        <h1 dir="auto">{title}</h1>
        {detail && <ProgramStateBadge state={detail.program.state} />}
      </div>
      {detail && (
        <div className="actions">
          {owner.kind === 'company' && detail.program.state === 'published' && (
            <RouteLink to="programs.show" params={{ programId: detail.program.id, programSlug: detail.program.slug }} context={missionContext} className="button">
              {t('company.see_as_employee')}
            </RouteLink>
          )}
          <ProgramActions owner={owner} program={detail.program} availableActions={detail.availableActions} />
        </div>
      )}
      <ProgramForm
        owner={owner}
        detail={detail}
        questOptions={questOptions}
        renderMission={(mission) => <MissionCardView mission={mission} linkContext={missionContext} />}
        onSaved={(saved, created) => {
          showFlash('success', created ? t('form.created') : t('form.saved'));
          if (created) navigate(buildPath('programs.show', space, { programId: saved.program.id }));
        }}
      />
    </div>
  );
}
