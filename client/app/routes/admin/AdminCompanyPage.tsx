import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { companyFormValuesOf } from '../../../../shared/companies/admin-company.rules';
import type { AdminCompanyDetail } from '../../../../shared/companies/admin-company.schema';
import type { FieldErrors } from '../../../../shared/errors';
import { formatDate } from '../../../../shared/i18n/languages';
import { buildPath } from '../../../../shared/routes';
import { useAdminCompany, useInviteCompanyAdmins, useUpdateAdminCompany } from '../../../features/companies/api/admin-companies';
import { AdminCompanyForm } from '../../../features/companies/components/AdminCompanyForm';
import { checkForm } from '../../../lib/form';
import { TextAreaField } from '../../../ui/Field';
import { showToast } from '../../../ui/notifications';
import { usePageTitle } from '../../../ui/PageState';
import { QueryStatus } from '../../../ui/QueryStatus';
import { RouteLink } from '../../../ui/RouteLink';
import { useInvitationReportText, useSubmitOutcome } from './company-form-outcome';
import { MembersTableFrame } from '../MembersPageFrame';
import { AdminSubPage, notFoundAs } from './AdminList';

const adminsSchema = import('../../../../shared/companies/admin-company.schema').then((module) => module.adminCompanyAdminsInputSchema);

/** `/admin/entreprises/{slug}`: the company's form (plans, features, holding, entities) and its admins. */
export function AdminCompanyPage() {
  const { t } = useTranslation('companies');
  const { companySlug = '' } = useParams();
  const company = useAdminCompany(companySlug);
  usePageTitle(company.data?.company.name ?? t('admin.title'));
  return (
    <AdminSubPage backTo="admin.companies" backLabel={t('admin.back')}>
      <QueryStatus
        query={company}
        errorFor={notFoundAs(t('admin.not_found'))}
      >
        {(detail) => <CompanyDetail key={detail.company.id} detail={detail} />}
      </QueryStatus>
    </AdminSubPage>
  );
}

function CompanyDetail({ detail }: { detail: AdminCompanyDetail }) {
  const { t } = useTranslation('companies');
  const navigate = useNavigate();
  const { company } = detail;
  const update = useUpdateAdminCompany(company.slug);
  const outcome = useSubmitOutcome();
  // After a save the form starts again from what the server kept (new entities then have their ids).
  const [form, setForm] = useState(() => ({ version: 0, initial: companyFormValuesOf(detail) }));
  return (
    <>
      <header className="page-header">
        <div>
          <h1>
            <bdi>{company.name}</bdi>
          </h1>
          {!company.isActive && <span className="badge badge--warning">{t('admin.inactive')}</span>}
        </div>
        <RouteLink to="space.home" context={{ type: 'company', companySlug: company.slug }} external className="button">
          {t('admin.open_space')}
        </RouteLink>
      </header>
      <dl className="details admin-detail__facts">
        <dt>{t('admin.facts.slug')}</dt>
        <dd>{company.slug}</dd>
        <dt>{t('admin.facts.created')}</dt>
        <dd>{formatDate(company.createdAt)}</dd>
        <dt>{t('admin.facts.members')}</dt>
        <dd>{detail.members}</dd>
      </dl>
      <AdminsSection detail={detail} />
      <AdminCompanyForm
        key={form.version}
        mode="edit"
        initial={form.initial}
        entityMembers={Object.fromEntries(detail.entities.map((entity) => [entity.id, entity.members]))}
        submitLabel={t('admin.form.submit_save')}
        pendingLabel={t('admin.form.saving')}
        submit={(values) =>
          outcome(update.mutateAsync(values), (saved) => {
            showToast('success', t('admin.saved'));
            setForm((current) => ({ version: current.version + 1, initial: companyFormValuesOf(saved) }));
            if (saved.company.slug !== company.slug) navigate(buildPath('admin.companies.show', { type: 'admin' }, { companySlug: saved.company.slug }), { replace: true });
          })
        }
      />
    </>
  );
}

/** The company's admins, and more invited by e-mail (each address of another company's member is refused). */
function AdminsSection({ detail }: { detail: AdminCompanyDetail }) {
  const { t } = useTranslation(['companies', 'users']);
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const invite = useInviteCompanyAdmins(detail.company.slug);
  const outcome = useSubmitOutcome();
  const reportText = useInvitationReportText();
  const [emails, setEmails] = useState('');
  const [fields, setFields] = useState<FieldErrors>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkForm(await adminsSchema, { adminEmails: emails }, form.current);
    if (!checked.ok) return setFields(checked.fields);
    const refused = await outcome(invite.mutateAsync({ adminEmails: emails }), (report) => {
      showToast('success', reportText(report));
      setEmails('');
    });
    setFields(refused ?? {});
  };

  return (
    <section className="card stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('admin.admins_title')}</h2>
      {detail.admins.length === 0 ? (
        <p className="muted">{t('admin.admins_none')}</p>
      ) : (
        <MembersTableFrame columns={(['name', 'email', 'role', 'state'] as const).map((column) => t(`admin.admin_columns.${column}`))}>
          {detail.admins.map((admin) => (
            <tr key={admin.userId}>
              <td>
                <RouteLink to="admin.users.show" params={{ userId: admin.userId }}>
                  <bdi>{admin.fullName}</bdi>
                </RouteLink>
              </td>
              <td>{admin.email}</td>
              <td>{t(`users:roles.${admin.role}`)}</td>
              <td>
                <span className={`badge badge--${admin.state}`}>{t(`users:states.${admin.state}`)}</span>
              </td>
            </tr>
          ))}
        </MembersTableFrame>
      )}
      <form ref={form} className="admin-form" onSubmit={submit} noValidate>
        <TextAreaField
          label={t('admin.form.invite_emails')}
          hint={t('admin.form.admin_emails_hint')}
          name="adminEmails"
          rows={2}
          autoCapitalize="none"
          spellCheck={false}
          value={emails}
          errors={fields.adminEmails}
          onChange={(event) => setEmails(event.target.value)}
        />
        <div className="admin-form__submit">
          <button type="submit" className="button button--primary" disabled={invite.isPending}>
            {invite.isPending ? t('admin.inviting') : t('admin.invite_submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
