import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { newCompanyFormValues } from '../../../../shared/companies/admin-company.rules';
import { buildPath } from '../../../../shared/routes';
import { useCreateAdminCompany } from '../../../features/companies/api/admin-companies';
import { AdminCompanyForm } from '../../../features/companies/components/AdminCompanyForm';
import { useInvitationReportText, useSubmitOutcome } from './company-form-outcome';
import { usePageTitle } from '../../../ui/PageState';
import { showToast } from '../../../ui/notifications';
import { AdminSubPage } from './AdminList';

/** `/admin/entreprises/creer`: a company and its first admins, created together or not at all. */
export function AdminCompanyCreatePage() {
  const { t } = useTranslation('companies');
  usePageTitle(t('admin.create_title'));
  const navigate = useNavigate();
  const create = useCreateAdminCompany();
  const outcome = useSubmitOutcome();
  const reportText = useInvitationReportText();
  const [initial] = useState(newCompanyFormValues);
  return (
    <AdminSubPage backTo="admin.companies" backLabel={t('admin.back')}>
      <h1>{t('admin.create_title')}</h1>
      <p className="muted">{t('admin.create_intro')}</p>
      <AdminCompanyForm
        mode="create"
        initial={initial}
        submitLabel={t('admin.form.submit_create')}
        pendingLabel={t('admin.form.creating')}
        submit={(values) =>
          outcome(create.mutateAsync(values), (created) => {
            showToast('success', [t('admin.created', { name: values.name }), reportText(created.invitations)].filter(Boolean).join(' '));
            navigate(buildPath('admin.companies.show', { type: 'admin' }, { companySlug: created.slug }));
          })
        }
      />
    </AdminSubPage>
  );
}
