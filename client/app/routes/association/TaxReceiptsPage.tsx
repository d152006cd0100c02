import { useParams } from 'react-router';
import { associationReceiptDownload, useAssociationTax } from '../../../features/tax-receipts/api/tax-receipts';
import { TaxSpacePage } from '../../../features/tax-receipts/components/TaxSpacePage';
import { useSession } from '../../../features/users/api/get-session';
import { canManageSpace } from '../../../lib/can';
import { useSpaceContext } from '../../../lib/space';
import { ForbiddenPage } from '../ForbiddenPage';

/** `/association/{slug}/recus-fiscaux` (issue 20): the time companies gave, and the receipts the association issues. */
export function TaxReceiptsPage() {
  const slug = useParams().associationSlug!;
  const me = useSession().data!;
  const allowed = canManageSpace(me, useSpaceContext());
  const query = useAssociationTax(slug);
  if (!allowed) return <ForbiddenPage />;
  return <TaxSpacePage side="association" slug={slug} query={query} receiptDownload={(id) => associationReceiptDownload(slug, id)} />;
}
