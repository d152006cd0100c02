import type { QueryClient } from '@tanstack/react-query';
import { heroPicture } from '../../../../shared/missions/card-facts';
import { idFromRef } from '../../../../shared/route-ref';
import { type DiscoveryScope, missionPageQueryOptions } from './search-missions';

/**
 * A mission page's data asked for with the page's code (client/app/router.tsx), and its top picture as soon as they
 * come: the picture is the largest thing the page paints, and would otherwise be asked for only once the page has
 * rendered (issue 13).
 */
export async function prefetchMissionPage(queryClient: QueryClient, scope: DiscoveryScope, missionRef: string | undefined): Promise<void> {
  const missionId = idFromRef(missionRef);
  if (missionId === null) return;
  const page = await queryClient.fetchQuery(missionPageQueryOptions(scope, missionId));
  const preload = document.createElement('link');
  preload.rel = 'preload';
  preload.as = 'image';
  preload.href = heroPicture(page.mission);
  preload.fetchPriority = 'high';
  document.head.append(preload);
}
