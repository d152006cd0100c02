import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { thematicFromSlug } from '../../../../shared/missions/mission-search.rules';
import { PUBLIC_DISCOVERY } from '../../../features/missions/api/search-missions';
import { MissionSearch } from '../../../features/missions/components/search/MissionSearch';
import { usePageTitle } from '../../../ui/PageState';
import { NotFoundPage } from '../NotFoundPage';

// The public discovery pages (spec §2) come one module per screen (these searches, MissionPage, AssociationPages): each
// loads only its own view.

/** `/toutes-les-missions`: every mission open to everyone. */
export function MissionSearchPage() {
  const { t } = useTranslation('missions');
  usePageTitle(t('discovery.public.title'));
  return <MissionSearch scope={PUBLIC_DISCOVERY} title={t('discovery.public.title')} intro={t('discovery.public.intro')} />;
}

/** `/s-engager-pour/{slug}`: the missions of one thematic, named in French in the URL (e.g. `environnement`). */
export function ThematicMissionsPage() {
  const { t } = useTranslation('missions');
  const thematic = thematicFromSlug(useParams().thematicSlug ?? '');
  const title = thematic ? t('discovery.thematic.title', { thematic: t(`thematics.${thematic}`) }) : undefined;
  usePageTitle(title);
  if (!thematic) return <NotFoundPage />;
  return <MissionSearch key={thematic} scope={PUBLIC_DISCOVERY} title={title!} intro={t('discovery.thematic.intro')} fixedThematic={thematic} />;
}
