import { useTranslation } from 'react-i18next';
import type { SpaceContext } from '../../../shared/contexts';
import type { Me } from '../../../shared/users/me';
import { RouteLink } from '../../ui/RouteLink';
import { canManageSpace } from '../../lib/can';

/** On a space's home, the way to its people for those who manage them. */
export function ManageMembersLink({ me, context }: { me: Me; context: SpaceContext }) {
  const { t } = useTranslation(['companies', 'associations']);
  if ((context.type !== 'company' && context.type !== 'association') || !canManageSpace(me, context)) return null;
  const [route, ns] = context.type === 'company' ? (['companies.members', 'companies'] as const) : (['associations.members', 'associations'] as const);
  return (
    <RouteLink to={route} context={context} className="card card--link">
      <strong>{t(`${ns}:members.nav`)}</strong>
      <span className="muted">{t(`${ns}:members.nav_hint`)}</span>
    </RouteLink>
  );
}
