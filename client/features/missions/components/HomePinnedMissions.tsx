import { useTranslation } from 'react-i18next';
import { RouteLink } from '../../../ui/RouteLink';
import { useMissionSearchOffline } from '../offline/use-offline-missions';
import { MissionCardView } from './search/MissionCardView';
import './search/search.css';

/** How many pinned missions the home shows (spec §9: a remaining-display default of 3, then « voir plus »). */
const SHOWN = 3;
const PINNED_QUERY = { only_pinned: 'true', sort: 'date' };

/**
 * On the employee home: the missions the company or the platform pins « À la une » (spec §3 « Pinned or highlighted
 * flag with an optional end date »), from the replica first (so offline too), three at most, and the way to all of
 * them (`/missions?only_pinned=true`). Nothing when none is pinned: the home shows no empty block.
 */
export function HomePinnedMissions({ companySlug }: { companySlug: string }) {
  const { t } = useTranslation('missions');
  const { query } = useMissionSearchOffline({ kind: 'employee', companySlug }, PINNED_QUERY);
  const missions = query.data?.missions ?? [];
  if (missions.length === 0) return null;
  return (
    <section className="home-pinned stack" aria-labelledby="home-pinned">
      <div className="home-section-head">
        <h2 id="home-pinned">{t('home_pinned.title')}</h2>
        {(query.data?.total ?? 0) > SHOWN && (
          <RouteLink to="missions.search" query={{ only_pinned: 'true' }}>
            {t('home_pinned.more')}
          </RouteLink>
        )}
      </div>
      <div className="home-suggestions">
        {missions.slice(0, SHOWN).map((mission) => (
          <MissionCardView key={mission.id} mission={mission} />
        ))}
      </div>
    </section>
  );
}
