import { useTranslation } from 'react-i18next';
import type { SpaceContext } from '../../../../shared/contexts';
import type { Me } from '../../../../shared/users/me';
import { canManageSpace } from '../../../lib/can';
import { hasCompanyFeature } from '../../../lib/space';
import { RouteLink } from '../../../ui/RouteLink';

/** On the company space's home (its navigation), the way to « Temps forts » for those who manage the company. */
export function HighlightsLink({ me, context }: { me: Me; context: SpaceContext }) {
  const { t } = useTranslation('highlights');
  if (context.type !== 'company' || !canManageSpace(me, context) || !hasCompanyFeature(me, context, 'highlights')) return null;
  return (
    <RouteLink to="highlights.list" context={context} className="card card--link">
      <strong>{t('nav')}</strong>
      <span className="muted">{t('nav_hint')}</span>
    </RouteLink>
  );
}
