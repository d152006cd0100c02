import { Suspense, lazy, useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MissionPage } from '../../../../../shared/missions/mission-search.schema';
import { useOnline } from '../../../../lib/online';
import { platformQueryOptions } from '../../../../lib/platform';
import './mission-page.css';

const PlaceMap = lazy(() => import('./PlaceMap'));

/**
 * Where the mission happens: the address, and above it a small map when the
 * mission has a place, the device is online and the platform has tiles.
 * Offline, without tiles or for a remote mission, the address alone.
 */
export function MissionPlace({ mission }: { mission: MissionPage['mission'] }) {
  const { t } = useTranslation('missions');
  const online = useOnline({ withBrowser: true });
  const platform = useQuery({ ...platformQueryOptions(), enabled: online });
  const [failed, setFailed] = useState(false);
  const onFailed = useCallback(() => setFailed(true), []);
  const place = mission.place;
  const tiles = platform.data?.mapTiles ?? null;
  const address = place ? [place.label, place.city && !place.label.includes(place.city) ? place.city : null].filter(Boolean).join(', ') : null;
  return (
    <section className="card stack mission-place" aria-labelledby="mission-place-title">
      <h2 id="mission-place-title">{t('discovery.page.where')}</h2>
      {place && online && tiles && !failed && (
        <Suspense fallback={<div className="place-map place-map--loading" aria-hidden="true" />}>
          <PlaceMap latitude={place.latitude} longitude={place.longitude} tiles={tiles} label={t('discovery.page.map_label', { place: address })} onFailed={onFailed} />
        </Suspense>
      )}
      <p className="mission-place__address">
        {address ?? t('discovery.card.remote')}
        {mission.isRemote && place ? ` · ${t('discovery.card.remote_possible')}` : ''}
      </p>
      {place && (!online || failed) && <p className="form__hint">{t('discovery.page.map_unavailable')}</p>}
    </section>
  );
}
