import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { thematicIllustration } from '../../../../shared/missions/card-facts';
import type { Quest } from '../../../../shared/quests/quest.schema';

/**
 * A quest's cover (about 1200x600), or the illustration of its first thematic (static, precached: it shows offline
 * too). Width and height are set (2:1) so nothing moves while it loads.
 */
export function QuestPicture(props: { quest: Pick<Quest, 'coverImage' | 'thematics' | 'title'>; className: string; lazy: boolean }) {
  const { t } = useTranslation('quests');
  const [failed, setFailed] = useState(false);
  const photo = failed ? null : props.quest.coverImage;
  return (
    <img
      className={`${props.className}${photo ? '' : ` ${props.className}--illustration`}`}
      src={photo ?? thematicIllustration(props.quest.thematics)}
      width={1200}
      height={600}
      loading={props.lazy ? 'lazy' : undefined}
      fetchPriority={props.lazy ? undefined : 'high'}
      decoding="async"
      onError={photo ? () => setFailed(true) : undefined}
      alt={photo ? t('picture', { title: props.quest.title }) : ''}
    />
  );
}
