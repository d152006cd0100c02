import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDownload } from '../../../lib/use-download';
import { RouteLink } from '../../../ui/RouteLink';
import { agendaFileName, agendaPath } from '../api/get-my-challenges';

/**
 * « Ajouter à mon agenda » (a disclosure): Google Agenda opens in a new tab (its page sends on to Google Calendar),
 * Outlook and iCalendar download the event's .ics here, without leaving the page.
 */
export function CalendarMenu({ companySlug, challengeId }: { companySlug: string; challengeId: number }) {
  const { t } = useTranslation('challenges');
  const id = useId();
  const [open, setOpen] = useState(false);
  const download = useDownload();
  const [busy, setBusy] = useState(false);
  const save = async (kind: 'icalendar' | 'microsoft-outlook') => {
    setBusy(true);
    try {
      await download(agendaPath(companySlug, challengeId, kind), agendaFileName(challengeId));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="calendar-menu" onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}>
      <button type="button" className="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen((value) => !value)}>
        {t('upcoming.add_to_calendar')}
      </button>
      <ul id={id} className="calendar-menu__list" hidden={!open}>
        <li>
          <RouteLink to="challenges.agenda.google" params={{ challengeId }} context={{ type: 'employee', companySlug }} external className="calendar-menu__item">
            {t('upcoming.google')}
          </RouteLink>
        </li>
        <li>
          <button type="button" className="calendar-menu__item" disabled={busy} onClick={() => void save('microsoft-outlook')}>
            {t('upcoming.outlook')}
          </button>
        </li>
        <li>
          <button type="button" className="calendar-menu__item" disabled={busy} onClick={() => void save('icalendar')}>
            {t('upcoming.icalendar')}
          </button>
        </li>
      </ul>
    </div>
  );
}
