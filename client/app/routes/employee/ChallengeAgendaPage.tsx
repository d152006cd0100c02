import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { agendaFileName, agendaPath, getGoogleAgendaUrl } from '../../../features/challenges/api/get-my-challenges';
import { downloadFile } from '../../../lib/api';
import { DownloadPage } from '../../../ui/DownloadPage';
import { PageMessage } from '../../../ui/PageState';
import { RouteLink } from '../../../ui/RouteLink';

type AgendaKind = 'google-agenda' | 'icalendar' | 'microsoft-outlook';

/**
 * `/collaborateur/{slug}/challenge/{id}/agenda/google-agenda|icalendar|microsoft-outlook` (spec §2): sends on to
 * Google Calendar's form with the event filled in, or downloads the event's .ics (Outlook, iCalendar), or says
 * 'Le téléchargement du fichier a échoué.'
 */
export function ChallengeAgendaPage({ kind }: { kind: AgendaKind }) {
  const { t } = useTranslation('challenges');
  const { companySlug, challengeId } = useParams();
  const id = Number(challengeId);
  return (
    <DownloadPage
      title={t('agenda.title')}
      doneBody={t('agenda.done')}
      startKey={`${companySlug}/${id}/${kind}`}
      start={() =>
        kind === 'google-agenda'
          ? getGoogleAgendaUrl(companySlug!, id).then(({ url }) => url)
          : downloadFile(agendaPath(companySlug!, id, kind), agendaFileName(id))
      }
      waiting={kind === 'google-agenda' ? <PageMessage title={t('agenda.title')} body={t('agenda.google_redirect')} /> : undefined}
      back={
        <RouteLink to="space.home" className="button">
          {t('agenda.back')}
        </RouteLink>
      }
    />
  );
}

export const GoogleAgendaPage = () => <ChallengeAgendaPage kind="google-agenda" />;
export const ICalendarPage = () => <ChallengeAgendaPage kind="icalendar" />;
export const OutlookPage = () => <ChallengeAgendaPage kind="microsoft-outlook" />;
