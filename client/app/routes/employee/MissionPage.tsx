import { useParams } from 'react-router';
import { MissionPageView } from '../../../features/missions/components/search/MissionPageView';
import { missionIdFromRef } from '../../../features/missions/components/search/mission-ref';
import { NotFoundPage } from '../NotFoundPage';
import { useEmployeeScope } from './discovery-scope';

/** `/collaborateur/{slug}/missions/{id}-{slug}`: the mission, its dates and whether the employee can apply. */
export function MissionPage() {
  const scope = useEmployeeScope();
  const missionId = missionIdFromRef(useParams().missionRef);
  if (missionId === null) return <NotFoundPage />;
  return <MissionPageView scope={scope} missionId={missionId} />;
}
