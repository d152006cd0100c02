import type { QueryClient } from '@tanstack/react-query';
import { idFromRef } from '../../../lib/route-ref';
import { type DiscoveryScope, missionPageQueryOptions } from './search-missions';

/**
 * A mission page's data asked for with the page's code (client/app/router.tsx): the page then shows its mission, and
 * asks for its photo, at its first render instead of after it (issue 13: the photo is the largest thing the page
 * paints).
 */
export async function prefetchMissionPage(queryClient: QueryClient, scope: DiscoveryScope, missionRef: string | undefined): Promise<void> {
  const missionId = idFromRef(missionRef);
  if (missionId !== null) await queryClient.prefetchQuery(missionPageQueryOptions(scope, missionId));
}
