import type { EmployeeHome } from '../../../../shared/homes/home.schema';
import { employeeHomeFacts } from '../../../../shared/homes/employee-home';
import { type OfflineAware, lacksNetwork, preferOnline } from '../../../lib/replica-fallback';
import { useLiveQuery, useSyncStatus } from '../../../lib/sync/hooks';
import { useEmployeeHome } from '../api/get-home';

/** The home as shown: offline, the balance may be missing (never synced) and there are no suggestions. */
export type EmployeeHomeView = Omit<EmployeeHome, 'credits'> & { credits: EmployeeHome['credits'] | null };

/**
 * The employee's home, online or, without network, rebuilt from the replica with the same rule the server uses
 * (`employeeHomeFacts` over the applications the device kept, the balance of the last sync).
 */
export function useEmployeeHomeOffline(slug: string): OfflineAware<EmployeeHomeView> {
  const online = useEmployeeHome(slug);
  const status = useSyncStatus();
  const needed = lacksNetwork(online, status.online);
  const replica = useLiveQuery(
    async (db): Promise<EmployeeHomeView | undefined> => {
      if (!needed) return undefined;
      const [engagements, credit] = await Promise.all([db.entity('engagement').toArray(), db.entity('credit').get('me')]);
      return { ...employeeHomeFacts(engagements.map((row) => row.data), new Date()), credits: credit?.data ?? null, suggestions: [] };
    },
    [needed],
  );
  return { ...preferOnline<EmployeeHomeView>(online, replica.data, status.online), syncedAt: status.lastPulledAt };
}
