import { useSession } from '../../../features/users/api/get-session';
import { canManageSpace } from '../../../lib/can';
import { hasCompanyFeature, useSpaceContext } from '../../../lib/space';

/** Team building's company pages are for those who manage the company, when it reaches the feature (spec §6). */
export function useTeamBuildingAllowed(): boolean {
  const context = useSpaceContext();
  const me = useSession().data!;
  return canManageSpace(me, context) && hasCompanyFeature(me, context, 'team_building');
}

/** A row id from the address, or null when it is not one. */
export function idOf(text: string | undefined): number | null {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : null;
}
