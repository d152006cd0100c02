import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading, PageMessage, usePageTitle } from './PageState';

/**
 * A page whose address starts a download (an agreement PDF, an event's .ics) or sends the browser on elsewhere (a
 * calendar's form): while it runs, `waiting` (else the page's loading state); then `doneBody`, or spec §7's
 * 'Le téléchargement du fichier a échoué.' with « Réessayer ». `start` resolves with the address to go to, or nothing
 * once the file is downloaded; it runs again when `startKey` changes or on « Réessayer ».
 */
export function DownloadPage(props: { title: string; doneBody: string; back: ReactNode; waiting?: ReactNode; startKey: string; start: () => Promise<string | void> }) {
  const { t } = useTranslation(['errors', 'common']);
  usePageTitle(props.title);
  const [state, setState] = useState<'loading' | 'done' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);
  const { start } = props;
  useEffect(() => {
    let live = true;
    setState('loading');
    start().then(
      (next) => {
        if (!live) return;
        if (next) window.location.replace(next);
        else setState('done');
      },
      () => live && setState('failed'),
    );
    return () => {
      live = false;
    };
    // `start` is described by `startKey`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.startKey, attempt]);

  if (state === 'loading') return <>{props.waiting ?? <PageLoading />}</>;
  if (state === 'failed') {
    return (
      <PageMessage title={props.title} body={t('errors:DOWNLOAD_FAILED')}>
        <div className="actions">
          <button type="button" className="button button--primary" onClick={() => setAttempt((n) => n + 1)}>
            {t('common:error_boundary.retry')}
          </button>
          {props.back}
        </div>
      </PageMessage>
    );
  }
  return (
    <PageMessage title={props.title} body={props.doneBody}>
      {props.back}
    </PageMessage>
  );
}
