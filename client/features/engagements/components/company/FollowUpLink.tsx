import { useTranslation } from 'react-i18next';
import type { SpaceContext } from '../../../../../shared/contexts';
import { canSeeMissionVolunteers } from '../../../../../shared/permissions/policies';
import type { Me } from '../../../../../shared/users/me';
import { actorFromMe, spaceCompany } from '../../../../lib/can';
import { hasCompanyFeature, spaceOrganisation } from '../../../../lib/space';
import { RouteLink } from '../../../../ui/RouteLink';

/**
 * On the company space's home, the way to 'Suivi des missions' for those who
 * follow the employees' applications (admins, holding admins, ambassadors).
 */
export function FollowUpLink({ me, context }: { me: Me; context: SpaceContext }) {
  const { t } = useTranslation('engagements');
  if (context.type !== 'company' || !hasCompanyFeature(me, context, 'missions')) return null;
  const company = spaceOrganisation(me, context);
  if (!canSeeMissionVolunteers(actorFromMe(me), spaceCompany(me, context), { targetedForEntityIds: [] })) return null;
  return (
    <RouteLink to="engagements.followUp" context={context} className="card card--link">
      <strong>{t('company_follow_up.list_title')}</strong>
      <span className="muted">{t('company_follow_up.list_intro', { company: company?.name ?? context.companySlug })}</span>
    </RouteLink>
  );
}
