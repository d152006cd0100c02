import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { newCompanyFormValues } from '../../../../shared/companies/admin-company.rules';
import { buildPath } from '../../../../shared/routes';
import { useCreateAdminCompany } from '../../../features/companies/api/admin-companies';
import { AdminCompanyForm } from '../../../features/companies/components/AdminCompanyForm';
import { useInvitationReportText, useSubmitOutcome } from './company-form-outcome';
import { usePageTitle } from '../../../ui/PageState';
import { RouteLink } from '../../../ui/RouteLink';
import { showToast } from '../../../ui/notifications';
import { AdminNav } from './AdminNav';
import './admin-lists.css';

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
    <div className="stack">
      <AdminNav />
      <p>
        <RouteLink to="admin.companies">{t('admin.back')}</RouteLink>
      </p>
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
    </div>
  );
}
