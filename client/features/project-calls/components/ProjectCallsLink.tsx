import { useTranslation } from 'react-i18next';
import type { SpaceContext } from '../../../../shared/contexts';
import type { Me } from '../../../../shared/users/me';
import { canManageSpace } from '../../../lib/can';
import { hasCompanyFeature } from '../../../lib/space';
import { RouteLink } from '../../../ui/RouteLink';

/**
 * The way to « Appels à projets »: on the company space's home (its navigation) for those who manage the company, and
 * on the employee's home (the phone's tab bar has no room for it) for its members.
 */
export function ProjectCallsLink({ me, context, className = 'card card--link' }: { me: Me; context: SpaceContext; className?: string }) {
  const { t } = useTranslation('project-calls');
  if (!hasCompanyFeature(me, context, 'project_calls')) return null;
  if (context.type === 'company' && !canManageSpace(me, context)) return null;
  if (context.type !== 'company' && context.type !== 'employee') return null;
  return (
    <RouteLink to="projectCalls.index" context={context} className={className}>
      <strong>{t('nav')}</strong>
      <span className="muted">{t(context.type === 'company' ? 'nav_hint' : 'nav_hint_employee')}</span>
    </RouteLink>
  );
}
