import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { buildPath } from '../../../../shared/routes';
import { HighlightEditor } from '../../../features/highlights/components/HighlightEditor';
import { useSession } from '../../../features/users/api/get-session';
import { canManageSpace } from '../../../lib/can';
import { hasCompanyFeature, useSpaceContext } from '../../../lib/space';
import { usePageTitle } from '../../../ui/PageState';
import { RouteLink } from '../../../ui/RouteLink';
import { ForbiddenPage } from '../ForbiddenPage';
import { NotFoundPage } from '../NotFoundPage';

/** `/entreprise/{slug}/temps-forts/creer` and `/entreprise/{slug}/temps-forts/{id}`: a company highlight, its steps and its form. */
export function HighlightEditorPage() {
  const { t } = useTranslation('highlights');
  const params = useParams();
  const context = useSpaceContext();
  const me = useSession().data!;
  const navigate = useNavigate();
  const id = params.highlightId === undefined ? null : Number(params.highlightId);
  usePageTitle(id === null ? t('form.create_title') : undefined);
  if (!canManageSpace(me, context) || !hasCompanyFeature(me, context, 'highlights')) return <ForbiddenPage />;
  if (id !== null && !(Number.isInteger(id) && id > 0)) return <NotFoundPage />;
  return (
    <div className="highlights-page">
      <RouteLink to="highlights.list" className="back-link">
        {t('company.back')}
      </RouteLink>
      <HighlightEditor
        owner={{ kind: 'company', companySlug: params.companySlug! }}
        id={id}
        canDelete={me.user.isPlatformAdmin}
        onCreated={(created) => navigate(buildPath('highlights.show', context, { highlightId: created }))}
        onLeave={() => navigate(buildPath('highlights.list', context))}
      />
    </div>
  );
}
