import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { AdminAssociationDetail } from '../../../../shared/associations/admin-association.schema';
import type { CertificationLabel } from '../../../../shared/associations/certification-labels';
import type { FieldErrors } from '../../../../shared/errors';
import { formatDate } from '../../../../shared/i18n/languages';
import {
  useAdminAssociation,
  useCertifyAssociation,
  useSetAssociationIntermission,
  useUpdateAdminAssociation,
} from '../../../features/associations/api/admin-associations';
import { useErrorText } from '../../../lib/error-text';
import { checkForm, serverFieldErrors } from '../../../lib/form';
import { CheckboxField, Field, TextAreaField } from '../../../ui/Field';
import { showToast } from '../../../ui/notifications';
import { usePageTitle } from '../../../ui/PageState';
import { QueryStatus } from '../../../ui/QueryStatus';
import { RouteLink } from '../../../ui/RouteLink';
import { CertificationLabelOptions } from '../../../features/associations/components/CertificationLabelOptions';
import { MembersTableFrame } from '../MembersPageFrame';
import { AdminSubPage, notFoundAs } from './AdminList';

// The identity form's schema loads beside the page and is awaited when it is sent.
const identitySchema = import('../../../../shared/associations/admin-association.schema').then((module) => module.adminAssociationIdentityInputSchema);

/** `/admin/associations/{slug}`: one association, its certification, eligibility and identity, its branches, members and missions. */
export function AdminAssociationPage() {
  const { t } = useTranslation('associations');
  const { associationSlug = '' } = useParams();
  const association = useAdminAssociation(associationSlug);
  usePageTitle(association.data?.association.name ?? t('admin.title'));
  return (
    <AdminSubPage backTo="admin.associations" backLabel={t('admin.back')}>
      <QueryStatus
        query={association}
        errorFor={notFoundAs(t('admin.not_found'))}
      >
        {(detail) => <AssociationDetail detail={detail} />}
      </QueryStatus>
    </AdminSubPage>
  );
}

function AssociationDetail({ detail }: { detail: AdminAssociationDetail }) {
  const { t } = useTranslation(['associations', 'users', 'missions']);
  const { association } = detail;
  return (
    <>
      <header className="page-header">
        <div>
          <h1>
            <bdi>{association.name}</bdi>
          </h1>
          <p className="muted">
            {association.certifiedLabel ? <span className="badge">{t(`certification_labels.${association.certifiedLabel}`)}</span> : t('admin.certification_none')}
            {association.state === 'migrated' && <span className="badge badge--warning">{t('admin.states.migrated')}</span>}
          </p>
        </div>
        <RouteLink to="space.home" context={{ type: 'association', associationSlug: association.slug }} external className="button">
          {t('admin.open_space')}
        </RouteLink>
      </header>
      <dl className="details admin-detail__facts">
        <dt>{t('admin.facts.slug')}</dt>
        <dd>{association.slug}</dd>
        <dt>{t('admin.facts.created')}</dt>
        <dd>{formatDate(association.createdAt)}</dd>
        <dt>{t('admin.facts.state')}</dt>
        <dd>{t(`admin.states.${association.state}`)}</dd>
      </dl>

      <div className="admin-detail__grid">
        <CertificationCard key={`certification-${association.certifiedLabel ?? ''}`} detail={detail} />
        <IntermissionCard detail={detail} />
      </div>
      <IdentityCard key={`identity-${association.name}-${association.migratedToUrl ?? ''}-${association.areBranchesActivated}`} detail={detail} />

      <section className="card stack" aria-labelledby="association-branches">
        <h2 id="association-branches">{t('admin.branches_title')}</h2>
        {detail.branches.length === 0 ? (
          <p className="muted">{t('admin.branches_none')}</p>
        ) : (
          <ul>
            {detail.branches.map((branch) => (
              <li key={branch.id}>
                <bdi>{branch.name}</bdi> · {t('admin.branch_members', { count: branch.members })}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="card stack" aria-labelledby="association-members">
        <h2 id="association-members">{t('admin.members_title')}</h2>
        {detail.members.length === 0 ? (
          <p className="muted">{t('admin.members_none')}</p>
        ) : (
          <MembersTableFrame columns={(['name', 'email', 'role', 'branch', 'state'] as const).map((column) => t(`admin.member_columns.${column}`))}>
            {detail.members.map((member) => (
              <tr key={member.userId}>
                <td>
                  <RouteLink to="admin.users.show" params={{ userId: member.userId }}>
                    <bdi>{member.fullName}</bdi>
                  </RouteLink>
                </td>
                <td>{member.email}</td>
                <td>{t(`users:roles.${member.role}`)}</td>
                <td>{member.branch ? <bdi>{member.branch}</bdi> : <span className="muted">{t('admin.no_branch')}</span>}</td>
                <td>
                  <span className={`badge badge--${member.state}`}>{t(`users:states.${member.state}`)}</span>
                </td>
              </tr>
            ))}
          </MembersTableFrame>
        )}
      </section>

      <section className="card stack" aria-labelledby="association-missions">
        <h2 id="association-missions">{t('admin.missions_title')}</h2>
        {detail.missions.length === 0 ? (
          <p className="muted">{t('admin.missions_none')}</p>
        ) : (
          <MembersTableFrame columns={(['title', 'state', 'city', 'applications', 'created'] as const).map((column) => t(`admin.mission_columns.${column}`))}>
            {detail.missions.map((mission) => (
              <tr key={mission.id}>
                <td>
                  <bdi>{mission.title}</bdi>
                </td>
                <td>{t(`missions:states.${mission.state}`)}</td>
                <td>{mission.city ?? (mission.isRemote ? t('admin.remote') : '—')}</td>
                <td>{mission.applications}</td>
                <td>{formatDate(mission.createdAt)}</td>
              </tr>
            ))}
          </MembersTableFrame>
        )}
      </section>
    </>
  );
}

/** Certifies the association with one of the ~26 labels, or takes its certification away. */
function CertificationCard({ detail }: { detail: AdminAssociationDetail }) {
  const { t } = useTranslation(['associations', 'errors']);
  const errorText = useErrorText();
  const { association } = detail;
  const certify = useCertifyAssociation(association.slug);
  const id = useId();
  const [label, setLabel] = useState<CertificationLabel | ''>(association.certifiedLabel ?? '');
  const [missing, setMissing] = useState(false);

  const save = (next: CertificationLabel | null) =>
    certify.mutate(next, {
      onSuccess: () =>
        showToast(
          'success',
          next ? t('admin.certified_toast', { name: association.name, label: t(`certification_labels.${next}`) }) : t('admin.uncertified_toast', { name: association.name }),
        ),
      onError: (error) => showToast('error', errorText(error) ?? ''),
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!label) {
      setMissing(true);
      return document.getElementById(id)?.focus();
    }
    setMissing(false);
    save(label);
  };

  return (
    <section className="card stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('admin.certification_title')}</h2>
      <p className="muted">{t('admin.certification_intro')}</p>
      <p>
        {association.certifiedLabel
          ? t('admin.certification_current', { label: t(`certification_labels.${association.certifiedLabel}`) })
          : t('admin.certification_none')}
      </p>
      <form className="stack" onSubmit={submit} noValidate>
        <div className="field">
          <label className="field__label" htmlFor={id}>
            {t('admin.certification_label')}
          </label>
          <select
            id={id}
            value={label}
            aria-invalid={missing || undefined}
            aria-describedby={missing ? `${id}-error` : undefined}
            onChange={(event) => setLabel(event.target.value as CertificationLabel | '')}
          >
            <CertificationLabelOptions placeholder={t('admin.certification_choose')} />
          </select>
          {missing && (
            <span className="field__error" id={`${id}-error`} role="alert">
              {t('errors:validation.certification_label_required')}
            </span>
          )}
        </div>
        <div className="admin-form__submit">
          <button type="submit" className="button button--primary" disabled={certify.isPending}>
            {t('admin.certify')}
          </button>
          {association.certifiedLabel && (
            <button type="button" className="button button--danger-outline" disabled={certify.isPending} onClick={() => save(null)}>
              {t('admin.uncertify')}
            </button>
          )}
        </div>
      </form>
    </section>
  );
}

/** Marks the association as one that may host employees in intermission; saved as soon as it moves. */
function IntermissionCard({ detail }: { detail: AdminAssociationDetail }) {
  const { t } = useTranslation('associations');
  const errorText = useErrorText();
  const { association } = detail;
  const change = useSetAssociationIntermission(association.slug);
  const id = useId();
  return (
    <section className="card stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('admin.intermission_title')}</h2>
      <label className="switch">
        <input
          type="checkbox"
          role="switch"
          checked={association.intermissionEligible}
          disabled={change.isPending}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            const eligible = event.target.checked;
            change.mutate(eligible, {
              onSuccess: () => showToast('success', t(eligible ? 'admin.intermission_on' : 'admin.intermission_off', { name: association.name })),
              onError: (error) => showToast('error', errorText(error) ?? ''),
            });
          }}
        />
        {t('admin.intermission_switch')}
      </label>
      <p className="form__hint" id={`${id}-hint`}>
        {t('admin.intermission_hint')}
      </p>
    </section>
  );
}

/** Name, presentation, branches and the link to the tool it moved to: checked with the route's schema, then saved. */
function IdentityCard({ detail }: { detail: AdminAssociationDetail }) {
  const { t } = useTranslation('associations');
  const errorText = useErrorText();
  const { association } = detail;
  const update = useUpdateAdminAssociation(association.slug);
  const form = useRef<HTMLFormElement>(null);
  const id = useId();
  const [values, setValues] = useState({
    name: association.name,
    description: association.description ?? '',
    areBranchesActivated: association.areBranchesActivated,
    migratedToUrl: association.migratedToUrl ?? '',
  });
  const [fields, setFields] = useState<FieldErrors>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkForm(await identitySchema, values, form.current);
    if (!checked.ok) return setFields(checked.fields);
    setFields({});
    update.mutate(values, {
      onSuccess: () => showToast('success', t('admin.saved')),
      onError: (error) => {
        setFields(serverFieldErrors(error));
        showToast('error', errorText(error) ?? '');
      },
    });
  };

  return (
    <section className="card stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('admin.identity_title')}</h2>
      <form ref={form} className="admin-form" onSubmit={submit} noValidate>
        <Field label={t('admin.name')} name="name" value={values.name} maxLength={200} errors={fields.name} onChange={(event) => setValues({ ...values, name: event.target.value })} />
        <TextAreaField
          label={t('admin.description')}
          name="description"
          value={values.description}
          errors={fields.description}
          onChange={(event) => setValues({ ...values, description: event.target.value })}
        />
        <CheckboxField
          label={t('admin.branches_activated')}
          checked={values.areBranchesActivated}
          errors={fields.areBranchesActivated}
          onChange={(event) => setValues({ ...values, areBranchesActivated: event.target.checked })}
        />
        <Field
          label={t('admin.migrated_url')}
          hint={t('admin.migrated_url_hint')}
          name="migratedToUrl"
          type="url"
          inputMode="url"
          value={values.migratedToUrl}
          errors={fields.migratedToUrl}
          onChange={(event) => setValues({ ...values, migratedToUrl: event.target.value })}
        />
        <div className="admin-form__submit">
          <button type="submit" className="button button--primary" disabled={update.isPending}>
            {update.isPending ? t('admin.saving') : t('admin.save')}
          </button>
        </div>
      </form>
    </section>
  );
}
