import { useParams } from 'react-router';
import { SharedAssociationsView } from '../../../features/missions/components/shared-views/SharedViewPages';

/** `/decouvrir-nos-associations/{hash}`: a shared view of associations, for anyone holding its link (spec §2). */
export function SharedAssociationsPage() {
  const hash = useParams().hash ?? '';
  return <SharedAssociationsView key={hash} hash={hash} />;
}
