import { useTranslation } from 'react-i18next';
import type { SpaceContext } from '../../../../shared/contexts';
import type { Me } from '../../../../shared/users/me';
import { canManageSpace } from '../../../lib/can';
import { hasCompanyFeature } from '../../../lib/space';
import { RouteLink } from '../../../ui/RouteLink';

/** On the company space's home (its navigation), the way to « Team building » for those who manage the company. */
export function TeamBuildingLink({ me, context }: { me: Me; context: SpaceContext }) {
  const { t } = useTranslation('team-building');
  if (context.type !== 'company' || !canManageSpace(me, context) || !hasCompanyFeature(me, context, 'team_building')) return null;
  return (
    <RouteLink to="team-building.list" context={context} className="card card--link">
      <strong>{t('nav')}</strong>
      <span className="muted">{t('nav_hint')}</span>
    </RouteLink>
  );
}
