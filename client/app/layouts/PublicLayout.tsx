import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useSession } from '../../features/users/api/get-session';
import { PageLoading } from '../../ui/PageState';
import { AppHeader } from './AppHeader';

export function PublicLayout() {
  const session = useSession();
  return (
    <div className="app-shell app-shell--public">
      <AppHeader me={session.data ?? null} context={{ type: 'public' }} />
      <main id="main" className="app-main">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
