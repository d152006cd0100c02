import { useParams } from 'react-router';
import type { DiscoveryScope } from '../../../features/missions/api/search-missions';

// The employee's discovery pages (spec §2) come one module per screen (MissionSearchPage, MissionPage, AssociationPages):
// each loads only its own view, and its namespaces with its code (scripts/namespace-preload.ts).

export function useEmployeeScope(): DiscoveryScope {
  return { kind: 'employee', companySlug: useParams().companySlug! };
}
