import { useParams } from 'react-router';
import { MissionPageView } from '../../../features/missions/components/search/MissionPageView';
import { missionIdFromRef } from '../../../features/missions/components/search/mission-ref';
import { NotFoundPage } from '../NotFoundPage';
import { PUBLIC_DISCOVERY } from '../../../features/missions/api/search-missions';

/** `/missions/{id}-{slug}`. */
export function MissionPage() {
  const missionId = missionIdFromRef(useParams().missionRef);
  if (missionId === null) return <NotFoundPage />;
  return <MissionPageView scope={PUBLIC_DISCOVERY} missionId={missionId} />;
}
