import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { contextFromPath } from '../../../../shared/contexts';
import type { MissionDetail, PersonRef } from '../../../../shared/missions/mission-management.schema';
import { buildPath } from '../../../../shared/routes';
import { useAssociationSettings } from '../../../features/associations/api/association-settings';
import { useMission } from '../../../features/missions/api/get-mission';
import { type MissionScope, missionScopeFor } from '../../../features/missions/api/mission-scope';
import { MissionForm, type MissionFormOutcome } from '../../../features/missions/components/MissionForm';
import { useSession } from '../../../features/users/api/get-session';
import { showFlash } from '../../../ui/notifications';
import { PageMessage, usePageTitle } from '../../../ui/PageState';
import { QueryStatus } from '../../../ui/QueryStatus';
import { RouteLink } from '../../../ui/RouteLink';
import { spaceOrganisation, useSpaceContext } from '../../../lib/space';
import { actorFromMe } from '../../../lib/can';
import { canPinMission } from '../../../../shared/permissions/policies';
import { missionErrorPage } from './mission-pages';

/**
 * `/association/{slug}/missions/creer-une-mission`, `/association/{slug}/missions/{id}/editer`
 * and `/entreprise/{slug}/missions/{id}/editer`: the one mission form.
 */
export function MissionEditorPage() {
  const { t } = useTranslation('missions');
  const context = useSpaceContext();
  const scope = missionScopeFor(context);
  const missionId = Number(useParams().missionId);
  const creating = useParams().missionId === undefined;
  usePageTitle(creating ? t('form.create_title') : t('form.edit_title'));
  if (!scope) return <PageMessage title={t('form.edit_title')} />;
  return creating ? <CreateMission scope={scope} /> : <EditMission scope={scope} id={missionId} />;
}

function useAfterSave() {
  const { t } = useTranslation('missions');
  const navigate = useNavigate();
  return (detail: MissionDetail, outcome: MissionFormOutcome) => {
    showFlash('success', outcome === 'published' ? t('dashboard.published') : t('form.saved'));
    navigate(buildPath('missions.show', contextFromPath(window.location.pathname), { missionId: detail.mission.id }));
  };
}

function CreateMission({ scope }: { scope: MissionScope }) {
  const { t } = useTranslation('missions');
  const context = useSpaceContext();
  const me = useSession().data!;
  const organisation = spaceOrganisation(me, context);
  const settings = useAssociationSettings(scope.slug);
  const done = useAfterSave();
  const canPin = useCanPin(scope);
  if (scope.kind !== 'association') return <PageMessage title={t('form.create_title')} />;
  return (
    <div className="stack">
      <RouteLink to="missions.list">{t('list.back')}</RouteLink>
      <h1>{t('form.create_title')}</h1>
      <QueryStatus query={settings}>
        {(data) => {
          const supervisors: PersonRef[] = data.members.filter((member) => member.isSupervisor).map((member) => ({ id: member.id, fullName: member.fullName }));
          return (
            <MissionForm scope={scope} supervisors={supervisors} association={{ id: data.id, name: organisation?.name ?? data.name }} onDone={done} canPin={canPin} />
          );
        }}
      </QueryStatus>
    </div>
  );
}

/** Spec §3: a company pins the missions it publishes; an association's are pinned by platform admins only. */
function useCanPin(scope: MissionScope): boolean {
  const me = useSession().data;
  return me ? canPinMission(actorFromMe(me), scope.kind) : false;
}

function EditMission({ scope, id }: { scope: MissionScope; id: number }) {
  const { t } = useTranslation('missions');
  const mission = useMission(scope, id);
  const canPin = useCanPin(scope);
  const done = useAfterSave();
  return (
    <div className="stack">
      <RouteLink to="missions.show" params={{ missionId: id }}>
        {t('dashboard.back_to_mission')}
      </RouteLink>
      <h1>{t('form.edit_title')}</h1>
      <QueryStatus query={mission} errorFor={missionErrorPage}>
        {(detail) => (
          <MissionForm key={detail.mission.id} scope={scope} detail={detail} supervisors={detail.supervisors} association={detail.association} onDone={done} canPin={canPin} />
        )}
      </QueryStatus>
    </div>
  );
}
