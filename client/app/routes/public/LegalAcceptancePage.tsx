import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { homePathFor } from '../../../../shared/permissions/spaces';
import { safeRedirectPath } from '../../../../shared/routes';
import type { Me } from '../../../../shared/users/me';
import { LegalAcceptance } from '../../../features/users/components/legal/LegalAcceptance';
import { useSignedIn } from '../../../features/users/components/use-signed-in';
import { usePageTitle } from '../../../ui/PageState';

/**
 * `/accepter-les-conditions?redirect-back=…`: where the spaces send a signed-in user who has a new version of a legal
 * document to accept (client/app/layouts/SpaceLayout.tsx); once accepted, on to where they were going. Someone with
 * nothing to accept, or an admin acting as the user, goes on at once.
 */
export function LegalAcceptancePage() {
  const { t } = useTranslation('users');
  usePageTitle(t('legal.acceptance.title'));
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const signedIn = useSignedIn(location.pathname + location.search);
  if (!signedIn.me) return signedIn.page;
  const destination = (me: Me) => safeRedirectPath(params.get('redirect-back'), homePathFor(me));
  const me = signedIn.me;
  if (!me.pendingLegalDocuments?.length || me.impersonatedBy) return <Navigate to={destination(me)} replace />;
  return <LegalAcceptance me={me} onAccepted={(next) => (next.pendingLegalDocuments?.length ? undefined : navigate(destination(next), { replace: true }))} />;
}
