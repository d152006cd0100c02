import { useQueryClient } from '@tanstack/react-query';
import type { MissionApplication } from '../../../../shared/missions/mission-management.schema';
import { ApplicationQuickActions } from '../../../features/engagements/components/follow-up/ApplicationQuickActions';
import { missionApplicationsQueryOptions } from '../../../features/missions/api/get-mission';
import type { MissionScope } from '../../../features/missions/api/mission-scope';

/**
 * The quick actions (confirm, mark as finished) of a mission's Candidatures
 * tab, from the association space or from the company that published the
 * mission. Only the mission's referent (on a company-published mission
 * without one, the company's admins) handles applications (spec §6): each row
 * comes with the actions the server lets this user take, so the others read.
 */
export function useApplicationQuickActions(scope: MissionScope, missionId: number) {
  const queryClient = useQueryClient();
  const where = scope.kind === 'company' ? { place: { kind: 'publishingCompany', slug: scope.slug } as const } : { associationSlug: scope.slug };
  return (application: MissionApplication) => (
    <ApplicationQuickActions
      {...where}
      application={{ id: application.id, volunteerName: application.volunteer.fullName, availableActions: application.availableActions }}
      onChanged={() => void queryClient.invalidateQueries({ queryKey: missionApplicationsQueryOptions(scope, missionId).queryKey })}
    />
  );
}
