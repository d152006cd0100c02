import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { MissionApplication, MissionDetail } from '../../../../shared/missions/mission-management.schema';
import { canManageEngagement } from '../../../../shared/permissions/policies';
import type { Me } from '../../../../shared/users/me';
import { ApplicationQuickActions } from '../../../features/engagements/components/follow-up/ApplicationQuickActions';
import { missionApplicationsQueryOptions } from '../../../features/missions/api/get-mission';
import type { MissionScope } from '../../../features/missions/api/mission-scope';
import { actorFromMe } from '../../../lib/can';

/**
 * Whether the user handles the applications of a mission their company
 * published (`canManageEngagement`, the rule the server applies): its
 * referent, or the company's admins when it has none. The referent counts
 * while they are one of the company's possible referents, the list the
 * dashboard receives (`supervisors`), as the server checks it.
 */
export function managesPublishedMissionApplications(me: Me | null | undefined, detail: MissionDetail): boolean {
  const { mission } = detail;
  if (!me || mission.companyId === null) return false;
  const referentIsMember = mission.supervisorId !== null && detail.supervisors.some((person) => person.id === mission.supervisorId);
  return canManageEngagement(actorFromMe(me), {
    supervisorId: mission.supervisorId,
    publishingCompany: { id: mission.companyId, holdingId: null, referentIsMember },
  }).ok;
}

/**
 * The quick actions (confirm, mark as finished) of the Candidatures tab of a
 * company-published mission, for whom handles its applications; nothing for
 * the others, who read (spec §6).
 */
export function usePublishedMissionQuickActions(scope: MissionScope | null, missionId: number, me: Me | null | undefined) {
  const queryClient = useQueryClient();
  return (detail: MissionDetail): ((application: MissionApplication) => ReactNode) | undefined => {
    if (scope?.kind !== 'company' || !managesPublishedMissionApplications(me, detail)) return undefined;
    const place = { kind: 'publishingCompany', slug: scope.slug } as const;
    return (application) => (
      <ApplicationQuickActions
        place={place}
        application={{ id: application.id, state: application.state, volunteerName: application.volunteer.fullName }}
        onChanged={() => void queryClient.invalidateQueries({ queryKey: missionApplicationsQueryOptions(scope, missionId).queryKey })}
      />
    );
  };
}
