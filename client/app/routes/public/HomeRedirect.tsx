import { Navigate } from 'react-router';
import { buildPath } from '../../../../shared/routes';
import { useSession } from '../../../features/users/api/get-session';
import { landingPathFor } from '../../../features/users/last-space';
import { PageLoading } from '../../../ui/PageState';

/** `/`: the user's space when signed in (the last one chosen on /changer-organisation, else their default), the sign-in page otherwise. */
export function HomeRedirect() {
  const session = useSession();
  if (session.data === undefined) return session.isError ? <Navigate to={buildPath('login', { type: 'public' })} replace /> : <PageLoading />;
  return <Navigate to={session.data ? landingPathFor(session.data) : buildPath('login', { type: 'public' })} replace />;
}
