import { ApiError } from '../../../lib/api';
import { ForbiddenPage } from '../ForbiddenPage';
import { NotFoundPage } from '../NotFoundPage';

/** A mission of another organisation, or one that does not exist, gets the usual pages. */
export function missionErrorPage(error: unknown) {
  if (error instanceof ApiError && error.status === 403) return <ForbiddenPage />;
  if (error instanceof ApiError && error.status === 404) return <NotFoundPage />;
  return undefined;
}
