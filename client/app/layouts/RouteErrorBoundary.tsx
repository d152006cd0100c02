import { Component, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { isChunkLoadError, reloadOnceForMissingChunk, reportClientError } from '../../lib/error-reporting';
import { RouteLink } from '../../ui/RouteLink';
import { PageLoading, PageMessage } from '../../ui/PageState';

/**
 * Each space has its own boundary, so a failing screen never takes the whole
 * app down. The error goes to the server log; a screen whose code a new
 * release replaced reloads the page once instead (then, if it is still
 * missing, the error page shows). Going to another page clears the error.
 */
export function RouteErrorBoundary(props: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorCatcher pathname={pathname}>{props.children}</ErrorCatcher>;
}

interface CatcherState {
  caught: boolean;
  error: unknown;
  pathname: string;
}

class ErrorCatcher extends Component<{ pathname: string; children: ReactNode }, CatcherState> {
  override state: CatcherState = { caught: false, error: undefined, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<CatcherState> {
    return { caught: true, error };
  }

  static getDerivedStateFromProps(props: { pathname: string }, state: CatcherState): Partial<CatcherState> | null {
    return props.pathname === state.pathname ? null : { caught: false, error: undefined, pathname: props.pathname };
  }

  override render() {
    return this.state.caught ? <RouteErrorPage error={this.state.error} pathname={this.state.pathname} /> : this.props.children;
  }
}

function RouteErrorPage(props: { error: unknown; pathname: string }) {
  const { t } = useTranslation();
  const { error, pathname } = props;
  const missingChunk = isChunkLoadError(error);
  const [reloadRefused, setReloadRefused] = useState(false);
  useEffect(() => {
    if (missingChunk) {
      if (!reloadOnceForMissingChunk()) setReloadRefused(true);
      return;
    }
    console.error(error);
    reportClientError('boundary', error, { pathname });
    // Reported once per error, wherever the user goes next.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error, missingChunk]);
  if (missingChunk && !reloadRefused) return <PageLoading />;
  return (
    <PageMessage title={t('error_boundary.title')} body={t('error_boundary.body')}>
      <div className="actions">
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {t('error_boundary.retry')}
        </button>
        <RouteLink to="home" context={{ type: 'public' }} className="button">
          {t('not_found.back_home')}
        </RouteLink>
      </div>
    </PageMessage>
  );
}
