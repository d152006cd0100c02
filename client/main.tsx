import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { wallClockFormat } from '../shared/time/wall-clock';
import { registerServiceWorker } from './app/pwa/register-sw';
import { AppRoutes, preloadPage } from './app/router';
import { sessionQueryOptions } from './features/users/api/get-session';
import { installErrorReporting } from './lib/error-reporting';
import { initI18n } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import './styles.css';
import './ui/a11y.css';

installErrorReporting();
const queryClient = createQueryClient();
// The translations, the session and the page's code are asked for together, not one after the other; the first
// render waits for the page's code and words, so the page shows in one go instead of behind a spinner (issue 13).
const pageCode = preloadPage(window.location.pathname, queryClient);
void queryClient.prefetchQuery(sessionQueryOptions());
// The time zone's data, which the page's first date would load in the middle of its render, load in a task of their
// own while the page's code and words are on their way.
setTimeout(wallClockFormat, 0);
const [i18n] = await Promise.all([initI18n(), pageCode]);

// The first render as a transition: React yields to the browser every few milliseconds instead of holding the main
// thread for the whole tree, so a mid-range phone stays responsive while the page builds (issue 13: total blocking time).
const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </QueryClientProvider>
      </I18nextProvider>
    </StrictMode>,
  );
});
void registerServiceWorker(queryClient);
