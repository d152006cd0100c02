import { useTranslation } from 'react-i18next';
import type { SpaceContext } from '../../../../shared/contexts';
import type { Me } from '../../../../shared/users/me';
import { canManageSpace } from '../../../lib/can';
import { hasCompanyFeature } from '../../../lib/space';
import { RouteLink } from '../../../ui/RouteLink';

/** On the company's and the association's home: the way to « Reçus fiscaux » for those who manage the space (issue 20). */
export function TaxReceiptsLink({ me, context }: { me: Me; context: SpaceContext }) {
  const { t } = useTranslation('tax-receipts');
  if (context.type !== 'company' && context.type !== 'association') return null;
  if (!canManageSpace(me, context)) return null;
  if (context.type === 'company' && !hasCompanyFeature(me, context, 'tax_exemption')) return null;
  return (
    <RouteLink to="taxReceipts.index" context={context} className="card card--link">
      <strong>{t('nav')}</strong>
      <span className="muted">{t('nav_hint')}</span>
    </RouteLink>
  );
}
