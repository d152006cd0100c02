import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { agendaFileName, agendaPath, getGoogleAgendaUrl } from '../../../features/challenges/api/get-my-challenges';
import { downloadFile } from '../../../lib/api';
import { PageLoading, PageMessage, usePageTitle } from '../../../ui/PageState';
import { RouteLink } from '../../../ui/RouteLink';

type AgendaKind = 'google-agenda' | 'icalendar' | 'microsoft-outlook';

/**
 * `/collaborateur/{slug}/challenge/{id}/agenda/google-agenda|icalendar|microsoft-outlook` (spec §2): sends on to
 * Google Calendar's form with the event filled in, or downloads the event's .ics (Outlook, iCalendar), or says
 * 'Le téléchargement du fichier a échoué.'
 */
export function ChallengeAgendaPage({ kind }: { kind: AgendaKind }) {
  const { t } = useTranslation(['challenges', 'errors']);
  const { companySlug, challengeId } = useParams();
  usePageTitle(t('agenda.title'));
  const [state, setState] = useState<'loading' | 'done' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState('loading');
    const id = Number(challengeId);
    const run =
      kind === 'google-agenda'
        ? getGoogleAgendaUrl(companySlug!, id).then(({ url }) => {
            if (live) window.location.replace(url);
          })
        : downloadFile(agendaPath(companySlug!, id, kind), agendaFileName(id)).then(() => live && setState('done'));
    run.catch(() => live && setState('failed'));
    return () => {
      live = false;
    };
  }, [companySlug, challengeId, kind, attempt]);

  if (state === 'loading') return kind === 'google-agenda' ? <PageMessage title={t('agenda.title')} body={t('agenda.google_redirect')} /> : <PageLoading />;
  const back = (
    <RouteLink to="space.home" className="button">
      {t('agenda.back')}
    </RouteLink>
  );
  if (state === 'failed') {
    return (
      <PageMessage title={t('agenda.title')} body={t('errors:DOWNLOAD_FAILED')}>
        <div className="actions">
          <button type="button" className="button button--primary" onClick={() => setAttempt((n) => n + 1)}>
            {t('common:error_boundary.retry')}
          </button>
          {back}
        </div>
      </PageMessage>
    );
  }
  return (
    <PageMessage title={t('agenda.title')} body={t('agenda.done')}>
      {back}
    </PageMessage>
  );
}

export const GoogleAgendaPage = () => <ChallengeAgendaPage kind="google-agenda" />;
export const ICalendarPage = () => <ChallengeAgendaPage kind="icalendar" />;
export const OutlookPage = () => <ChallengeAgendaPage kind="microsoft-outlook" />;
