import { useTranslation } from 'react-i18next';
import type { CompanyChallenge } from '../../../../shared/challenges/challenge.views';
import { useErrorText } from '../../../lib/error-text';
import { useDownload } from '../../../lib/use-download';
import { Ltr } from '../../../ui/Bidi';
import { showFlash, showToast } from '../../../ui/notifications';
import { RouteLink } from '../../../ui/RouteLink';
import { SidePanel, usePanel } from '../../../ui/SidePanel';
import { AttendancePanel } from './AttendancePanel';
import { participationsExport, useSetChallengeActive } from '../api/manage-challenge';
import { formatEventWhen } from './format';
import './challenges.css';

/** The company's events in two lists, « À venir » (running ones included) and « Passés », each row with its actions. */
export function ChallengeList({ companySlug, challenges }: { companySlug: string; challenges: CompanyChallenge[] }) {
  const { t } = useTranslation('challenges');
  const panel = usePanel('participants');
  const opened = challenges.find((challenge) => String(challenge.id) === panel.id);
  const upcoming = challenges.filter((challenge) => challenge.timing !== 'past').reverse();
  const past = challenges.filter((challenge) => challenge.timing === 'past');
  return (
    <>
      <section className="stack" aria-labelledby="events-upcoming">
        <h2 id="events-upcoming">{t('list.upcoming')}</h2>
        {upcoming.length === 0 ? <p className="muted">{t('list.none_upcoming')}</p> : <Rows companySlug={companySlug} challenges={upcoming} />}
      </section>
      <section className="stack" aria-labelledby="events-past">
        <h2 id="events-past">{t('list.past')}</h2>
        {past.length === 0 ? <p className="muted">{t('list.none_past')}</p> : <Rows companySlug={companySlug} challenges={past} />}
      </section>
      <SidePanel name="participants" title={opened ? t('attendance.title', { name: opened.name }) : t('attendance.title_unknown')}>
        {() => (opened ? <AttendancePanel companySlug={companySlug} challenge={opened} /> : <p>{t('attendance.unknown')}</p>)}
      </SidePanel>
    </>
  );
}

function Rows({ companySlug, challenges }: { companySlug: string; challenges: CompanyChallenge[] }) {
  const { t, i18n } = useTranslation('challenges');
  const errorText = useErrorText();
  const download = useDownload();
  const activation = useSetChallengeActive(companySlug);
  const panel = usePanel('participants');
  const toggle = (challenge: CompanyChallenge) =>
    activation.mutate(
      { id: challenge.id, isActive: !challenge.isActive },
      {
        onSuccess: ({ challenge: saved }) => showToast('success', t(saved.isActive ? 'list.activated' : 'list.deactivated')),
        onError: (error) => showFlash('error', errorText(error) ?? ''),
      },
    );
  return (
    <ul className="events-table">
      {challenges.map((challenge) => {
        const image = challenge.thumbnailImage ?? challenge.coverImage;
        const exported = participationsExport(companySlug, challenge.id);
        return (
          <li key={challenge.id} className="card events-row">
            {image ? <img className="events-row__image" src={image} alt="" width={96} height={54} loading="lazy" /> : <span className="events-row__image" aria-hidden="true" />}
            <div className="events-row__main">
              <h3 dir="auto">
                {challenge.name}
                {!challenge.isActive && <span className="badge badge--warning">{t('list.inactive')}</span>}
                {challenge.timing === 'ongoing' && <span className="badge">{t('list.ongoing')}</span>}
              </h3>
              <p>
                <Ltr>{formatEventWhen(challenge, i18n.language, (values) => t('when', values))}</Ltr>
              </p>
              <p className="muted">
                {t('list.participants', { count: challenge.participantsCount })} · {t('list.points', { count: challenge.rewardPoints })}
              </p>
            </div>
            <div className="events-row__actions" role="group" aria-label={t('list.actions_for', { name: challenge.name })}>
              <RouteLink to="challenges.update" params={{ challengeId: challenge.id }} className="button button--small">
                {t('list.edit')}
              </RouteLink>
              <button type="button" className="button button--small" disabled={activation.isPending} onClick={() => toggle(challenge)}>
                {challenge.isActive ? t('list.deactivate') : t('list.activate')}
              </button>
              <button type="button" className="button button--small" onClick={() => panel.open(challenge.id)}>
                {t('list.participants_open')}
              </button>
              <button type="button" className="button button--small" onClick={() => void download(exported.path, exported.fileName)}>
                {t('list.export')}
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
