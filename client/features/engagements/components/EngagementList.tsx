import { useTranslation } from 'react-i18next';
import type { EngagementView } from '../../../../shared/engagements/engagement-api.schema';
import { RouteLink } from '../../../ui/RouteLink';
import { PendingBadge } from '../../../lib/sync/components/PendingBadge';
import { EXPERIENCE_GROUPS, groupExperiences, liveDates, stepOfView } from '../engagement-view';
import { formatSlotRange } from '../format';
import './engagements.css';
import { Ltr } from '../../../ui/Bidi';

/** 'Mes expériences': the applications grouped en cours / terminées / annulées, each with its state and its step (spec §4). */
export function EngagementList({
  engagements,
  now = new Date(),
  hideEmpty = false,
}: {
  engagements: readonly EngagementView[];
  now?: Date;
  /** Applications queued offline are listed above: no 'no experience yet' message then. */
  hideEmpty?: boolean;
}) {
  const { t } = useTranslation('engagements');
  if (engagements.length === 0) {
    if (hideEmpty) return null;
    return (
      <section className="card stack experiences-empty">
        <h2>{t('experiences.empty_title')}</h2>
        <p className="muted">{t('experiences.empty_body')}</p>
        <div>
          <RouteLink to="missions.search" className="button button--primary">
            {t('experiences.find_mission')}
          </RouteLink>
        </div>
      </section>
    );
  }
  const groups = groupExperiences(engagements);
  return (
    <div className="stack">
      {EXPERIENCE_GROUPS.map((group) => {
        const items = groups[group];
        if (items.length === 0 && group !== 'ongoing') return null;
        return (
          <section key={group} className="stack" aria-labelledby={`experiences-${group}`}>
            <h2 id={`experiences-${group}`}>{t(`experiences.groups.${group}`, { count: items.length })}</h2>
            {items.length === 0 ? (
              <p className="muted">{t('experiences.none_ongoing')}</p>
            ) : (
              <ul className="experience-list">
                {items.map((engagement) => (
                  <ExperienceCard key={engagement.id} engagement={engagement} now={now} />
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}

function ExperienceCard({ engagement, now }: { engagement: EngagementView; now: Date }) {
  const { t } = useTranslation('engagements');
  const step = stepOfView(engagement, now);
  const dates = liveDates(engagement);
  const next = dates.find((date) => new Date(date.endsAt).getTime() > now.getTime()) ?? dates[dates.length - 1];
  return (
    <li className="card experience-card">
      <div className="experience-card__head">
        <RouteLink to="engagement.show" params={{ engagementId: engagement.id }} className="experience-card__title">
          <bdi>{engagement.mission.title}</bdi>
        </RouteLink>
        <span className={`badge badge--${engagement.state}`}>{t(`states.${engagement.state}`)}</span>
        <PendingBadge filter={{ name: 'engagement.cancel', where: (args) => args.engagementId === engagement.id }} deps={[engagement.id]} />
      </div>
      {engagement.mission.association && <p className="muted">{engagement.mission.association.name}</p>}
      <p className="experience-card__step">
        <span className="muted">{t('experiences.step')}</span> <strong className={`step step--${step}`}>{t(`steps.${step}`)}</strong>
      </p>
      <p className="muted">
        {next ? <Ltr>{formatSlotRange(next.startsAt, next.endsAt)}</Ltr> : t('experiences.no_date')}
        {dates.length > 1 ? ` · ${t('experiences.more_dates', { count: dates.length - 1 })}` : ''} · {t(`time_types.${engagement.timeType}`)}
      </p>
    </li>
  );
}
