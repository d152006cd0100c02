import i18next from 'i18next';
import { useParams } from 'react-router';
import type { DiscoveryScope } from '../../../features/missions/api/search-missions';

// The employee's discovery pages (spec §2) come one module per screen (MissionSearchPage, MissionPage, AssociationPages):
// each loads only its own view. Their namespace is asked for with their code, while the router loads it, rather than
// by their first render: asked for then, it shows the space's loading state, and React reveals a page no sooner than
// 300 ms after such a fallback (the offline launch to the first mission card, issue 13).
void i18next.loadNamespaces('missions');

export function useEmployeeScope(): DiscoveryScope {
  return { kind: 'employee', companySlug: useParams().companySlug! };
}
