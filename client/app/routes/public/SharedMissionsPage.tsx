import { useParams } from 'react-router';
import { SharedMissionsView } from '../../../features/missions/components/shared-views/SharedViewPages';

/** `/decouvrir-nos-missions/{hash}`: a shared view of missions, for anyone holding its link (spec §2). */
export function SharedMissionsPage() {
  const hash = useParams().hash ?? '';
  return <SharedMissionsView key={hash} hash={hash} />;
}
