import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { thematicFromSlug } from '../../../../shared/missions/mission-search.schema';
import type { DiscoveryScope } from '../../../features/missions/api/search-missions';
import { AssociationDirectoryView, AssociationProfileView } from '../../../features/missions/components/search/AssociationViews';
import { MissionPageView } from '../../../features/missions/components/search/MissionPageView';
import { MissionSearch } from '../../../features/missions/components/search/MissionSearch';
import { missionIdFromRef } from '../../../features/missions/components/search/search-params';
import { usePageTitle } from '../../../ui/PageState';
import { NotFoundPage } from '../NotFoundPage';

const PUBLIC: DiscoveryScope = { kind: 'public' };

/** `/toutes-les-missions`: every mission open to everyone. */
export function MissionSearchPage() {
  const { t } = useTranslation('missions');
  usePageTitle(t('discovery.public.title'));
  return <MissionSearch scope={PUBLIC} title={t('discovery.public.title')} intro={t('discovery.public.intro')} />;
}

/** `/s-engager-pour/{slug}`: the missions of one thematic, named in French in the URL (e.g. `environnement`). */
export function ThematicMissionsPage() {
  const { t } = useTranslation('missions');
  const thematic = thematicFromSlug(useParams().thematicSlug ?? '');
  const title = thematic ? t('discovery.thematic.title', { thematic: t(`thematics.${thematic}`) }) : undefined;
  usePageTitle(title);
  if (!thematic) return <NotFoundPage />;
  return <MissionSearch key={thematic} scope={PUBLIC} title={title!} intro={t('discovery.thematic.intro')} fixedThematic={thematic} />;
}

/** `/missions/{id}-{slug}`. */
export function MissionPage() {
  const missionId = missionIdFromRef(useParams().missionRef);
  if (missionId === null) return <NotFoundPage />;
  return <MissionPageView scope={PUBLIC} missionId={missionId} />;
}

/** `/toutes-nos-associations`. */
export function AssociationsDirectoryPage() {
  const { t } = useTranslation('missions');
  return <AssociationDirectoryView scope={PUBLIC} title={t('discovery.directory.title')} />;
}

/** `/associations/{associationSlug}`. */
export function AssociationPage() {
  return <AssociationProfileView scope={PUBLIC} slug={useParams().associationSlug!} />;
}
