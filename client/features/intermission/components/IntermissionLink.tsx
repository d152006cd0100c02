import { useTranslation } from 'react-i18next';
import type { SpaceContext } from '../../../../shared/contexts';
import type { Me } from '../../../../shared/users/me';
import { canManageSpace } from '../../../lib/can';
import { hasCompanyFeature } from '../../../lib/space';
import { RouteLink } from '../../../ui/RouteLink';

/**
 * The way to the intermission offer (issue 20), when the company has it: on the company's home for its managers, and
 * on the employee's home (the phone's tab bar has no room for it) for its members, who see the offer and their periods.
 */
export function IntermissionLink({ me, context, className = 'card card--link' }: { me: Me; context: SpaceContext; className?: string }) {
  const { t } = useTranslation('intermission');
  if (!hasCompanyFeature(me, context, 'intermission')) return null;
  if (context.type === 'company' && !canManageSpace(me, context)) return null;
  if (context.type !== 'company' && context.type !== 'employee') return null;
  return (
    <RouteLink to="intermission.index" context={context} className={className}>
      <strong>{t('nav')}</strong>
      <span className="muted">{t(context.type === 'company' ? 'nav_hint' : 'nav_hint_employee')}</span>
    </RouteLink>
  );
}
