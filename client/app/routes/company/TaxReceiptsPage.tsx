import { useParams } from 'react-router';
import { companyReceiptDownload, useCompanyTax } from '../../../features/tax-receipts/api/tax-receipts';
import { TaxSpacePage } from '../../../features/tax-receipts/components/TaxSpacePage';
import { useSession } from '../../../features/users/api/get-session';
import { canManageSpace } from '../../../lib/can';
import { useSpaceContext } from '../../../lib/space';
import { ForbiddenPage } from '../ForbiddenPage';

/** `/entreprise/{slug}/recus-fiscaux` (issue 20): the company's tax-exemption lines per association and year, and its receipts. */
export function TaxReceiptsPage() {
  const slug = useParams().companySlug!;
  const me = useSession().data!;
  const allowed = canManageSpace(me, useSpaceContext());
  const query = useCompanyTax(slug);
  if (!allowed) return <ForbiddenPage />;
  return <TaxSpacePage side="company" slug={slug} query={query} receiptDownload={(id) => companyReceiptDownload(slug, id)} />;
}
