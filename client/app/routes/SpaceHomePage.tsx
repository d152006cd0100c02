import { useTranslation } from 'react-i18next';
import { useSession } from '../../features/users/api/get-session';
import { usePageTitle } from '../../ui/PageState';
import { spaceOrganisation, useSpaceContext } from '../../lib/space';
import { AdminNav } from './admin/AdminNav';
import { EmployeeNav } from './employee/EmployeeNav';
import { ManageMembersLink } from './ManageMembersLink';
import { FollowUpLink } from '../../features/engagements/components/company/FollowUpLink';

/** The landing page of a space: who you are and where you are. Later features add their blocks here. */
export function SpaceHomePage() {
  const { t } = useTranslation(['common', 'users']);
  const context = useSpaceContext();
  const me = useSession().data!;
  const organisation = spaceOrganisation(me, context);
  usePageTitle(t(`spaces.${context.type}`));
  const intro = {
    employee: t('home.employee_intro', { company: organisation?.name }),
    company: t('home.company_intro', { company: organisation?.name }),
    association: t('home.association_intro', { association: organisation?.name }),
    admin: t('home.admin_intro'),
    public: '',
  }[context.type];
  return (
    <section className="stack">
      {context.type === 'admin' && <AdminNav />}
      {context.type === 'employee' && <EmployeeNav companySlug={context.companySlug} />}
      <h1>{t('home.greeting', { name: me.user.firstName ?? me.user.fullName })}</h1>
      <p>{intro}</p>
      {organisation && <p className="muted">{t('home.your_role', { role: t(`users:roles.${organisation.role}`) })}</p>}
      <ManageMembersLink me={me} context={context} />
      <FollowUpLink me={me} context={context} />
    </section>
  );
}
