import type { UserState } from '../users/user.schema';
import type { AssociationRole, CompanyRole } from './roles';

/** Who is acting, as every permission function sees it (built by the server from the session, by the client from /session). */
export interface Actor {
  userId: string;
  isPlatformAdmin: boolean;
  state: UserState;
  companies: ReadonlyArray<{ companyId: number; holdingId: number | null; role: CompanyRole; entityId: number | null }>;
  associations: ReadonlyArray<{ associationId: number; role: AssociationRole }>;
}

/** The company a check is about. */
export interface CompanyRef {
  id: number;
  holdingId: number | null;
  publisherId?: number | null;
}
