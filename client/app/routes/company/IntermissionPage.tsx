import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useIntermission } from '../../../features/intermission/api/intermission';
import { IntermissionPanel } from '../../../features/intermission/components/IntermissionPanel';
import { useSession } from '../../../features/users/api/get-session';
import { canManageSpace } from '../../../lib/can';
import { useOnline } from '../../../lib/online';
import { useSpaceContext } from '../../../lib/space';
import { usePageTitle } from '../../../ui/PageState';
import { QueryStatus } from '../../../ui/QueryStatus';
import { ForbiddenPage } from '../ForbiddenPage';

/**
 * `/entreprise/{slug}/intermission` and `/collaborateur/{slug}/intermission` (issue 20): the intermission offer; the
 * company's managers record the periods their employees lend (the tax estimate shows before saving) and export them.
 */
export function IntermissionPage({ space }: { space: 'company' | 'employee' }) {
  const { t } = useTranslation('intermission');
  usePageTitle(t('title'));
  const slug = useParams().companySlug!;
  const me = useSession().data!;
  const context = useSpaceContext();
  const manages = space === 'company' && canManageSpace(me, context);
  const online = useOnline();
  const query = useIntermission(slug);
  if (space === 'company' && !manages) return <ForbiddenPage />;
  return (
    <div className="stack">
      <header className="page-header">
        <div>
          <h1>{t('title')}</h1>
          <p className="muted">{t(space === 'company' ? 'intro_company' : 'intro_employee')}</p>
        </div>
      </header>
      {!online && (
        <p className="muted" role="status">
          {t('offline')}
        </p>
      )}
      <QueryStatus query={query}>{(overview) => <IntermissionPanel slug={slug} overview={overview} manages={manages} online={online} />}</QueryStatus>
    </div>
  );
}

export const CompanyIntermissionPage = () => <IntermissionPage space="company" />;
export const EmployeeIntermissionPage = () => <IntermissionPage space="employee" />;
