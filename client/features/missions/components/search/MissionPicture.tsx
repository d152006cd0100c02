import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { thematicIllustration } from '../../../../../shared/missions/card-facts';
import type { MissionCard } from '../../../../../shared/missions/mission-search.schema';

/**
 * A mission's picture: its first image, or the illustration of its first
 * thematic (static, precached, so it shows offline too). Width and height are
 * set (3:2) so nothing moves while it loads.
 */
export function MissionPicture(props: { mission: Pick<MissionCard, 'coverImage' | 'thematics' | 'title'>; src?: string; className: string; lazy: boolean }) {
  const { t } = useTranslation('missions');
  const { mission } = props;
  // An uploaded picture that cannot load (offline, not kept by the device) gives way to the illustration.
  const [failed, setFailed] = useState(false);
  const photo = failed ? null : (props.src ?? mission.coverImage);
  const thematic = mission.thematics[0];
  return (
    <img
      className={`${props.className}${photo ? '' : ` ${props.className}--illustration`}`}
      src={photo ?? thematicIllustration(mission.thematics)}
      width={600}
      height={400}
      loading={props.lazy ? 'lazy' : undefined}
      // The picture at the top of a page is its largest paint: asked for before the other images.
      fetchPriority={props.lazy ? undefined : 'high'}
      decoding="async"
      onError={photo ? () => setFailed(true) : undefined}
      alt={
        photo
          ? t('discovery.picture.photo', { title: mission.title })
          : t('discovery.picture.illustration', { thematic: thematic ? t(`thematics.${thematic}`) : t('discovery.picture.solidarity') })
      }
    />
  );
}
