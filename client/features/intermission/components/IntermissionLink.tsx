import { useTranslation } from 'react-i18next';
import type { SpaceContext } from '../../../../shared/contexts';
import type { Me } from '../../../../shared/users/me';
import { canManageSpace } from '../../../lib/can';
import { hasCompanyFeature } from '../../../lib/space';
import { RouteLink } from '../../../ui/RouteLink';

/** On the company's home: the way to the intermission offer for its managers, when the company has it (issue 20). */
export function IntermissionLink({ me, context }: { me: Me; context: SpaceContext }) {
  const { t } = useTranslation('intermission');
  if (context.type !== 'company' || !canManageSpace(me, context) || !hasCompanyFeature(me, context, 'intermission')) return null;
  return (
    <RouteLink to="intermission.index" context={context} className="card card--link">
      <strong>{t('nav')}</strong>
      <span className="muted">{t('nav_hint')}</span>
    </RouteLink>
  );
}
