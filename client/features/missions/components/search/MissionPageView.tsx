import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MissionPage } from '../../../../../shared/missions/mission-search.schema';
import { Lightbox } from '../../../../ui/Lightbox';
import { PageMessage, usePageTitle } from '../../../../ui/PageState';
import { QueryStatus } from '../../../../ui/QueryStatus';
import { RouteLink } from '../../../../ui/RouteLink';
import { OfflineDataNote } from '../../../../ui/OfflineDataNote';
import { missionNotFound } from './mission-ref';
import type { DiscoveryScope } from '../../api/search-missions';
import { useMissionPageOffline } from '../../offline/use-offline-missions';
import { formatDate, formatSlotRange } from '../format';
import { AssociationLogo } from './AssociationLogo';
import { MissionBadges } from './MissionCardView';
import { MissionPicture } from './MissionPicture';
import { MissionPlace } from './MissionPlace';
import { ShareMission } from './ShareMission';
import './search.css';
import './mission-page.css';
import { BackArrow, Ltr } from '../../../../ui/Bidi';

/** `/missions/{id}-{slug}` and `/collaborateur/{slug}/missions/{id}-{slug}`: the mission as volunteers see it. */
export function MissionPageView({ scope, missionId }: { scope: DiscoveryScope; missionId: number }) {
  const { t } = useTranslation('missions');
  // Offline, the mission and its dates as the device kept them at the last sync (employee space).
  const { query: page, offline, syncedAt } = useMissionPageOffline(scope, missionId);
  return (
    <>
      {offline && <OfflineDataNote syncedAt={syncedAt} />}
      <QueryStatus
        query={page}
        errorFor={missionNotFound}
      >
        {(data) => <MissionDetails page={data} scope={scope} />}
      </QueryStatus>
    </>
  );
}

function MissionDetails({ page, scope }: { page: MissionPage; scope: DiscoveryScope }) {
  const { t } = useTranslation(['missions', 'errors']);
  const { mission } = page;
  usePageTitle(mission.title);
  const [viewing, setViewing] = useState<number | null>(null);
  const [hero, ...others] = mission.images;

  const canApplyHere = scope.kind === 'public' || !page.apply || page.apply.allowed;

  return (
    <article className={`stack mission-page-wrap${canApplyHere ? ' mission-page-wrap--with-bar' : ''}`}>
      <RouteLink to="missions.search" className="muted">
        <BackArrow /> {t('discovery.page.back_to_search')}
      </RouteLink>
      <div className="mission-page">
        <div className="stack">
          {hero ? (
            <button type="button" className="mission-page__hero-button" onClick={() => setViewing(0)} aria-label={t('discovery.page.open_image', { index: 1 })}>
              <MissionPicture mission={mission} src={hero} className="mission-page__hero" lazy={false} />
            </button>
          ) : (
            <MissionPicture mission={mission} className="mission-page__hero" lazy={false} />
          )}
          <header className="mission-page__header">
            {page.association && <AssociationLogo association={page.association} size="md" className="mission-page__logo" />}
            <div className="mission-page__heading">
              <MissionBadges mission={mission} />
              <h1 dir="auto">{mission.title}</h1>
              {page.association && (
                <p className="muted">
                  {t('discovery.page.by')}{' '}
                  <RouteLink to="associations.show" params={{ associationSlug: page.association.slug }}>
                    {page.association.name}
                  </RouteLink>
                </p>
              )}
            </div>
          </header>
          {scope.kind === 'employee' && <ShareMission companySlug={scope.companySlug} missionId={mission.id} missionSlug={mission.slug} title={mission.title} />}
          {others.length > 0 && (
            <div className="mission-gallery">
              {others.map((image, index) => (
                <button key={image} type="button" onClick={() => setViewing(index + 1)} aria-label={t('discovery.page.open_image', { index: index + 2 })}>
                  <img src={image} alt="" loading="lazy" width={120} height={80} />
                </button>
              ))}
            </div>
          )}
          <section className="card stack">
            <h2>{t('discovery.page.about')}</h2>
            <MissionDescription html={mission.description} />
            {mission.thematics.length > 0 && (
              <ul className="thematic-chips" aria-label={t('discovery.filters.thematics')}>
                {mission.thematics.map((thematic) => (
                  <li key={thematic}>{t(`thematics.${thematic}`)}</li>
                ))}
              </ul>
            )}
          </section>
          <section className="card stack">
            <h2>{t('discovery.page.details')}</h2>
            <dl className="mission-page__facts">
              <dt>{t('discovery.page.type')}</dt>
              <dd>{t(`mission_types.${mission.missionType}`)}</dd>
              <dt>{t('discovery.page.time')}</dt>
              <dd>{t(`time_types.${mission.timeType}`)}</dd>
              {mission.skills.length > 0 && (
                <>
                  <dt>{t('discovery.filters.skills')}</dt>
                  <dd>{mission.skills.map((skill) => t(`skills.${skill}`)).join(', ')}</dd>
                </>
              )}
              {mission.isTaxExempt && (
                <>
                  <dt>{t('discovery.page.tax')}</dt>
                  <dd>{t('discovery.page.tax_exempt')}</dd>
                </>
              )}
              {mission.isGroup && (
                <>
                  <dt>{t('discovery.page.group')}</dt>
                  <dd>{t('discovery.page.group_yes')}</dd>
                </>
              )}
              {mission.sdgs.length > 0 && (
                <>
                  <dt>{t('discovery.page.sdgs')}</dt>
                  <dd>{mission.sdgs.map((goal) => t(`sdgs.${goal}`)).join(', ')}</dd>
                </>
              )}
              {mission.expiresOn && (
                <>
                  <dt>{t('discovery.page.expires')}</dt>
                  <dd>{formatDate(mission.expiresOn)}</dd>
                </>
              )}
            </dl>
            {mission.practicalInfo && (
              <>
                <h3>{t('discovery.page.practical_info')}</h3>
                <p className="mission-description" dir="auto">{mission.practicalInfo}</p>
              </>
            )}
            {mission.videoUrl && (
              <p>
                <a href={mission.videoUrl} target="_blank" rel="noopener noreferrer">
                  {t('discovery.page.video')}
                </a>
              </p>
            )}
          </section>
          <MissionPlace mission={mission} />
          {page.association && (
            <section className="card stack">
              <h2>{t('discovery.page.association')}</h2>
              <p className="mission-page__association">
                <AssociationLogo association={page.association} size="sm" lazy />
                <RouteLink to="associations.show" params={{ associationSlug: page.association.slug }}>
                  {page.association.name}
                </RouteLink>
              </p>
              {page.association.description && <p className="mission-description clamp-3" dir="auto">{page.association.description}</p>}
            </section>
          )}
        </div>
        <aside className="mission-page__aside card stack" aria-labelledby="mission-dates-title">
          {/* On a wide screen the apply button sits at the top, beside the title; a phone has the bar at the bottom instead. */}
          <div className="mission-page__apply-top">
            <ApplyBox page={page} scope={scope} />
          </div>
          <h2 id="mission-dates-title">{t('discovery.page.dates')}</h2>
          {mission.availabilityType === 'MISSION_AVAILABILITY_TYPE_TEXT' ? (
            <p>{mission.requiredAvailability}</p>
          ) : page.timeslots.length === 0 ? (
            <p className="muted">{t('discovery.page.no_timeslot')}</p>
          ) : (
            <ul className="timeslot-list">
              {page.timeslots.map((slot) => (
                <li key={slot.id}>
                  <Ltr>{formatSlotRange(slot.startsAt, slot.endsAt)}</Ltr>
                  <span className={`timeslot-list__places${slot.placesLeft === 0 ? ' timeslot-list__places--full' : ''}`}>
                    {slot.placesLeft === 0 ? t('discovery.page.full') : t('discovery.page.places_left', { count: slot.placesLeft })}
                    {slot.placesLeft > 0 && !slot.signupsOpen ? ` · ${t('discovery.page.signups_closed')}` : ''}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </aside>
      </div>
      {canApplyHere && (
        <div className="apply-bar" role="region" aria-label={t('discovery.page.apply_bar_label')}>
          <p className="apply-bar__title" dir="auto">
            {mission.title}
          </p>
          <RouteLink to="missions.apply" params={{ missionId: mission.id, missionSlug: mission.slug }} className="button button--primary">
            {t('discovery.page.apply')}
          </RouteLink>
        </div>
      )}
      {viewing !== null && <Lightbox images={mission.images} index={viewing} onIndexChange={setViewing} onClose={() => setViewing(null)} />}
    </article>
  );
}

/** A mission page's description (also on the association's offline mission page, from the replica). */
export function MissionDescription({ html }: { html: string }) {
  const { t } = useTranslation('missions');
  return html ? (
    // The server sends the description as sanitised rich text (p, br, strong, em, lists, links).
    <div className="mission-description rich-text" dir="auto" dangerouslySetInnerHTML={{ __html: html }} />
  ) : (
    <p>{t('discovery.page.no_description')}</p>
  );
}

/** 'Postuler', or why the employee cannot apply (spec §8 'Applying'). The application form itself is another screen. */
function ApplyBox({ page, scope }: { page: MissionPage; scope: DiscoveryScope }) {
  const { t } = useTranslation(['missions', 'errors']);
  const applyLink = (
    <RouteLink to="missions.apply" params={{ missionId: page.mission.id, missionSlug: page.mission.slug }} className="button button--primary button--block">
      {t('discovery.page.apply')}
    </RouteLink>
  );
  if (scope.kind === 'public') {
    return (
      <>
        {applyLink}
        <p className="form__hint">{t('discovery.page.apply_sign_in')}</p>
      </>
    );
  }
  if (page.apply && !page.apply.allowed) {
    return (
      <p className="apply-refusal" role="status">
        {t(`errors:${page.apply.code}`, { defaultValue: t('errors:UNEXPECTED') })}
      </p>
    );
  }
  return applyLink;
}
