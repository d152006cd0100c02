import type { EmployeeHome } from '../../../../shared/homes/home.schema';
import { employeeHomeFacts } from '../../../../shared/homes/employee-home';
import { type OfflineAware, useReplicaFirst } from '../../../lib/replica-fallback';
import { useEmployeeHome } from '../api/get-home';

/** The home as shown: offline, the balance may be missing (never synced) and there are no suggestions. */
export type EmployeeHomeView = Omit<EmployeeHome, 'credits'> & { credits: EmployeeHome['credits'] | null };

/**
 * The employee's home, rebuilt from the replica with the same rule the server uses (`employeeHomeFacts` over the
 * applications the device kept, the balance of the last sync) until the server answers: at once offline, where no
 * answer comes. The suggestions come with the server's answer.
 */
export function useEmployeeHomeOffline(slug: string): OfflineAware<EmployeeHomeView> {
  const online = useEmployeeHome(slug);
  return useReplicaFirst<EmployeeHomeView>(
    online,
    async (db) => {
      const [engagements, credit] = await Promise.all([db.entity('engagement').toArray(), db.entity('credit').get('me')]);
      return { ...employeeHomeFacts(engagements.map((row) => row.data), new Date()), credits: credit?.data ?? null, suggestions: [] };
    },
    [],
  );
}
