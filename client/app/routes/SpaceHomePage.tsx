import { useTranslation } from 'react-i18next';
import { useSession } from '../../features/users/api/get-session';
import { usePageTitle } from '../../ui/PageState';
import { useSpaceContext } from '../../lib/space';
import { AdminNav } from './admin/AdminNav';
import { CompanyHomePage } from './company/CompanyHomePage';
import { EmployeeHomePage } from './employee/EmployeeHomePage';

/** The landing page of a space: the employee's and the company's homes, the admin's greeting. */
export function SpaceHomePage() {
  const context = useSpaceContext();
  if (context.type === 'employee') return <EmployeeHomePage />;
  if (context.type === 'company') return <CompanyHomePage />;
  return <AdminHomePage />;
}

function AdminHomePage() {
  const { t } = useTranslation(['common']);
  const me = useSession().data!;
  usePageTitle(t('spaces.admin'));
  return (
    <section className="stack">
      <AdminNav />
      <h1>{t('home.greeting', { name: me.user.firstName ?? me.user.fullName })}</h1>
      <p>{t('home.admin_intro')}</p>
    </section>
  );
}
