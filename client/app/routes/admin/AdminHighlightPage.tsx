import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { buildPath } from '../../../../shared/routes';
import { HighlightEditor } from '../../../features/highlights/components/HighlightEditor';
import { usePageTitle } from '../../../ui/PageState';
import { RouteLink } from '../../../ui/RouteLink';
import { NotFoundPage } from '../NotFoundPage';
import { AdminNav } from './AdminNav';

const ADMIN = { type: 'admin' } as const;

/**
 * `/admin/temps-forts/catalogue/creer` and `/admin/temps-forts/catalogue/{id}` (catalogHighlights.show): a catalogue
 * highlight, its steps (pre-publish, publish, withdraw, archive, restore), its form and its deletion.
 */
export function AdminHighlightPage() {
  const { t } = useTranslation('highlights');
  const params = useParams();
  const navigate = useNavigate();
  const id = params.catalogHighlightId === undefined ? null : Number(params.catalogHighlightId);
  usePageTitle(id === null ? t('form.create_catalogue_title') : undefined);
  if (id !== null && !(Number.isInteger(id) && id > 0)) return <NotFoundPage />;
  return (
    <div className="stack highlights-page">
      <AdminNav />
      <RouteLink to="highlights.list" className="back-link">
        {t('admin.back')}
      </RouteLink>
      <HighlightEditor
        owner={{ kind: 'catalogue' }}
        id={id}
        canDelete
        onCreated={(created) => navigate(buildPath('catalogHighlights.show', ADMIN, { catalogHighlightId: created }))}
        onLeave={() => navigate(buildPath('highlights.list', ADMIN))}
      />
    </div>
  );
}
