import { Suspense, useEffect, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { contextFromPath } from '../../../shared/contexts';
import { useSession } from '../../features/users/api/get-session';
import { trackPageView } from '../../lib/analytics';
import { pageLanguage } from '../../lib/i18n';
import { listenForInstallPrompt } from '../../lib/install-prompt';
import { FlashHost, ToastHost } from '../../ui/Notices';
import { PageLoading } from '../../ui/PageState';
import { UpdatePrompt } from '../pwa/UpdatePrompt';
import { Footer } from './Footer';
import { OfflineBanner } from './OfflineBanner';

// The browser offers the install once, early in the page's life: kept from the start for the homes to offer later.
listenForInstallPrompt();

/** Keeps the page language in line with the space (admin has a shorter list). */
function useSpaceLanguage() {
  const { i18n } = useTranslation();
  const { pathname } = useLocation();
  const contextType = contextFromPath(pathname).type;
  useEffect(() => {
    const language = pageLanguage(pathname);
    if (language !== i18n.resolvedLanguage) void i18n.changeLanguage(language);
    // Only a change of space can change the allowed languages.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [contextType, i18n]);
}

/** A new page starts at its top; going back or forward leaves the scroll to the browser, which restores it. */
function useScrollToTopOnNavigation() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
    // Only a new page moves the scroll; a change of query string (filters) keeps it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}

/** Spec §7: a page view on each change of page (first-party analytics, client/lib/analytics.ts). */
function usePageViews() {
  const { pathname } = useLocation();
  useEffect(() => trackPageView(pathname), [pathname]);
}

export function RootLayout() {
  useScrollToTopOnNavigation();
  usePageViews();
  useSpaceLanguage();
  // Ask once for the session at the root so every layout shares the answer.
  useSession();
  return (
    <>
      <OfflineBanner />
      <FlashHost />
      {/* At least a screen tall: the footer starts below the fold, so a page filling in never pushes it (layout shift). */}
      <div className="app-page">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </div>
      <Footer />
      <ToastHost />
      <UpdatePrompt />
    </>
  );
}
