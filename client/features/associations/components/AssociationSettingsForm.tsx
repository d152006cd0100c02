import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { associationSettingsInputSchema } from '../../../../shared/associations/association.schema';
import { CERTIFICATION_LABELS } from '../../../../shared/associations/certification-labels';
import type { FieldErrors } from '../../../../shared/errors';
import type { AssociationSettings } from '../../../../shared/associations/association.schema';
import { ApiError } from '../../../lib/api';
import { useErrorText } from '../../../lib/error-text';
import { fieldErrorsFrom, serverFieldErrors } from '../../../lib/form';
import { ErrorSummary, errorSummaryItems } from '../../../ui/ErrorSummary';
import { CheckboxField, Field } from '../../../ui/Field';
import { ImageInput } from '../../../ui/ImageInput';
import { showFlash } from '../../../ui/notifications';
import { type AssociationSettingsInput, useSaveAssociationSettings } from '../api/association-settings';

interface BranchRow {
  key: string;
  name: string;
  members: number;
}

let branchCounter = 0;

/** The label of each field (a key of `associations:settings`), in the order of the form, for the error summary. */
const FIELD_LABELS: Record<string, string> = {
  name: 'name',
  logo: 'logo',
  description: 'description',
  certifiedLabel: 'certified_label',
  intermissionEligible: 'intermission_eligible',
  branches: 'branches_title',
  supervisorIds: 'supervisors_legend',
};

/**
 * `/association/{slug}/parametres`: name, logo, description, certification
 * label, branches, referents and intermission eligibility. Members who may not
 * edit see the same form, read-only.
 */
export function AssociationSettingsForm({ slug, settings, online }: { slug: string; settings: AssociationSettings; online: boolean }) {
  const { t } = useTranslation(['associations', 'errors']);
  const errorText = useErrorText();
  const save = useSaveAssociationSettings(slug);
  const form = useRef<HTMLFormElement>(null);
  const descriptionId = useId();
  const certifiedId = useId();
  const [name, setName] = useState(settings.name);
  const [logo, setLogo] = useState<string | null>(settings.logo);
  const [description, setDescription] = useState(settings.description ?? '');
  const [certifiedLabel, setCertifiedLabel] = useState<string>(settings.certifiedLabel ?? '');
  const [intermissionEligible, setIntermissionEligible] = useState(settings.intermissionEligible);
  const [areBranchesActivated, setBranchesActivated] = useState(settings.areBranchesActivated);
  const [branches, setBranches] = useState<BranchRow[]>(() => settings.branches.map((branch) => ({ key: `b${++branchCounter}`, name: branch.name, members: branch.members })));
  const [supervisorIds, setSupervisorIds] = useState<string[]>(() => settings.members.filter((member) => member.isSupervisor).map((member) => member.id));
  const [fields, setFields] = useState<FieldErrors>({});
  const [banner, setBanner] = useState<string | null>(null);
  const readOnly = !settings.canEdit;

  // Each refused try moves the focus to the error summary at the top of the form.
  const [attempt, setAttempt] = useState(0);
  const showErrors = (next: FieldErrors) => {
    setFields(next);
    if (Object.keys(next).length > 0) setAttempt((current) => current + 1);
  };
  const labelOf = (field: string) => {
    const [root, index] = field.split('.');
    if (root === 'branches' && index !== undefined) return t('associations:settings.branch_name', { number: Number(index) + 1 });
    return t(`associations:settings.${FIELD_LABELS[root!] ?? 'profile_title'}`);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBanner(null);
    const input: AssociationSettingsInput = {
      name,
      logo,
      description,
      certifiedLabel: (certifiedLabel || null) as AssociationSettingsInput['certifiedLabel'],
      intermissionEligible,
      areBranchesActivated,
      branches: branches.map((branch) => branch.name),
      supervisorIds,
    };
    const parsed = associationSettingsInputSchema.safeParse(input);
    if (!parsed.success) return showErrors(fieldErrorsFrom(parsed.error));
    setFields({});
    save.mutate(
      { ...parsed.data, supervisorIds },
      {
        onSuccess: () => showFlash('success', t('associations:settings.saved')),
        onError: (error) => {
          const refused = serverFieldErrors(error);
          // Field messages go to the summary; a refusal without them is said in the banner.
          if (Object.keys(refused).length === 0) setBanner(error instanceof ApiError && error.code === 'NETWORK' ? t('associations:settings.offline_kept') : errorText(error));
          showErrors(refused);
        },
      },
    );
  };

  const branchErrors = (index: number) => fields[`branches.${index}`];
  // Branches switched off are still sent (and checked): one in error stays on screen, or the save would fail silently.
  const showsBranches = areBranchesActivated || Object.keys(fields).some((key) => key === 'branches' || key.startsWith('branches.'));

  return (
    <form ref={form} className="form" onSubmit={submit} noValidate>
      {readOnly && (
        <p className="notice notice--warning" role="status">
          {t('associations:settings.read_only')}
        </p>
      )}
      <ErrorSummary items={errorSummaryItems(fields, labelOf, Object.keys(FIELD_LABELS))} attempt={attempt} />
      {banner && (
        <p className="form__error" role="alert">
          {banner}
        </p>
      )}
      <fieldset disabled={readOnly} className="stack settings-fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
        <section className="card stack">
          <h2>{t('associations:settings.profile_title')}</h2>
          <Field label={t('associations:settings.name')} value={name} maxLength={200} onChange={(event) => setName(event.target.value)} name="name" errors={fields.name} />
          <div data-field="logo" data-invalid={fields.logo?.length ? true : undefined}>
            <ImageInput label={t('associations:settings.logo')} value={logo} onChange={setLogo} error={fields.logo?.join(' ')} />
          </div>
          <div className="field">
            <label className="field__label" htmlFor={descriptionId}>
              {t('associations:settings.description')}
            </label>
            <textarea
              id={descriptionId}
              name="description"
              rows={6}
              value={description}
              aria-invalid={fields.description?.length ? true : undefined}
              onChange={(event) => setDescription(event.target.value)}
            />
            {fields.description && (
              <span className="field__error" role="alert">
                {fields.description.join(' ')}
              </span>
            )}
          </div>
          <div className="field">
            <label className="field__label" htmlFor={certifiedId}>
              {t('associations:settings.certified_label')}
            </label>
            <select id={certifiedId} name="certifiedLabel" value={certifiedLabel} aria-invalid={fields.certifiedLabel?.length ? true : undefined} onChange={(event) => setCertifiedLabel(event.target.value)}>
              <option value="">{t('associations:settings.no_label')}</option>
              {CERTIFICATION_LABELS.map((label) => (
                <option key={label} value={label}>
                  {t(`associations:certification_labels.${label}`)}
                </option>
              ))}
            </select>
            {fields.certifiedLabel && (
              <span className="field__error" role="alert">
                {fields.certifiedLabel.join(' ')}
              </span>
            )}
          </div>
          <CheckboxField
            label={t('associations:settings.intermission_eligible')}
            checked={intermissionEligible}
            onChange={(event) => setIntermissionEligible(event.target.checked)}
            errors={fields.intermissionEligible}
          />
        </section>

        <section className="card stack">
          <h2>{t('associations:settings.branches_title')}</h2>
          <CheckboxField label={t('associations:settings.branches_activated')} checked={areBranchesActivated} onChange={(event) => setBranchesActivated(event.target.checked)} />
          {showsBranches && (
            <>
              {branches.length === 0 && <p className="muted">{t('associations:settings.branches_empty')}</p>}
              <ul className="branch-rows">
                {branches.map((branch, index) => (
                  <li key={branch.key} className="branch-row">
                    <Field
                      label={t('associations:settings.branch_name', { number: index + 1 })}
                      hint={branch.members > 0 ? t('associations:settings.branch_members', { count: branch.members }) : undefined}
                      value={branch.name}
                      maxLength={80}
                      name={`branches.${index}`}
                      onChange={(event) => setBranches(branches.map((other) => (other.key === branch.key ? { ...other, name: event.target.value } : other)))}
                      errors={branchErrors(index)}
                    />
                    <button type="button" className="button button--small button--danger-outline" onClick={() => setBranches(branches.filter((other) => other.key !== branch.key))}>
                      {t('associations:settings.branch_remove', { number: index + 1 })}
                    </button>
                  </li>
                ))}
              </ul>
              {fields.branches && (
                <span className="field__error" role="alert">
                  {fields.branches.join(' ')}
                </span>
              )}
              <div>
                <button type="button" className="button" onClick={() => setBranches([...branches, { key: `b${++branchCounter}`, name: '', members: 0 }])}>
                  {t('associations:settings.branch_add')}
                </button>
              </div>
            </>
          )}
        </section>

        <section className="card stack">
          <h2>{t('associations:settings.supervisors_title')}</h2>
          <p className="form__hint">{t('associations:settings.supervisors_hint')}</p>
          {settings.members.length === 0 ? (
            <p className="muted">{t('associations:settings.no_members')}</p>
          ) : (
            <fieldset className="field" style={{ border: 0, padding: 0, margin: 0 }} data-field="supervisorIds" data-invalid={fields.supervisorIds?.length ? true : undefined}>
              <legend className="field__label">{t('associations:settings.supervisors_legend')}</legend>
              {settings.members.map((member) => (
                <label key={member.id} className="switch">
                  <input
                    type="checkbox"
                    // Admins are always possible referents.
                    disabled={member.role === 'ASSOCIATION_ADMIN'}
                    checked={member.role === 'ASSOCIATION_ADMIN' || supervisorIds.includes(member.id)}
                    onChange={(event) => setSupervisorIds(event.target.checked ? [...supervisorIds, member.id] : supervisorIds.filter((id) => id !== member.id))}
                  />
                  {member.fullName} <span className="muted">· {member.email}</span>
                  {member.role === 'ASSOCIATION_ADMIN' && <span className="badge">{t('associations:settings.admin_always')}</span>}
                </label>
              ))}
              {fields.supervisorIds && (
                <span className="field__error" role="alert">
                  {fields.supervisorIds.join(' ')}
                </span>
              )}
            </fieldset>
          )}
        </section>

        {!readOnly && (
          <div className="actions">
            <button type="submit" className="button button--primary" disabled={save.isPending || !online}>
              {!online ? t('associations:settings.offline_save') : save.isPending ? t('associations:settings.saving') : t('associations:settings.save')}
            </button>
          </div>
        )}
      </fieldset>
    </form>
  );
}
