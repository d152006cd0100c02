import { useTranslation } from 'react-i18next';
import type { SpaceContext } from '../../../../shared/contexts';
import type { Me } from '../../../../shared/users/me';
import { canManageSpace } from '../../../lib/can';
import { hasCompanyFeature } from '../../../lib/space';
import { RouteLink } from '../../../ui/RouteLink';

/** On the company space's home (its navigation), the way to « Événements » for the company's admins. */
export function ChallengesLink({ me, context }: { me: Me; context: SpaceContext }) {
  const { t } = useTranslation('challenges');
  if (context.type !== 'company' || !canManageSpace(me, context) || !hasCompanyFeature(me, context, 'challenges')) return null;
  return (
    <RouteLink to="challenges.index" context={context} className="card card--link">
      <strong>{t('nav')}</strong>
      <span className="muted">{t('nav_hint')}</span>
    </RouteLink>
  );
}
