import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../../../shared/errors';
import type { CompanyRole } from '../../../../shared/permissions/roles';
import { MATRICULE_MAX } from '../../../../shared/users/employee-import';
import { type CompanyMember, employeeUpdateInputSchema } from '../../../../shared/users/membership.schema';
import { useErrorText } from '../../../lib/error-text';
import { checkForm, focusFirstError, serverFieldErrors } from '../../../lib/form';
import { showToast } from '../../../ui/notifications';
import { useDialogFocus } from '../../../ui/use-dialog-focus';
import { useUpdateEmployee } from '../api/manage-company-members';

/** '350', '350,5' or '350.50' euros as cents; '' is not declared; anything else is refused by the schema (not a whole number). */
function eurosToCents(text: string): number | null {
  const trimmed = text.trim().replace(/\s/g, '').replace(',', '.');
  if (trimmed === '') return null;
  return /^\d+(\.\d{1,2})?$/.test(trimmed) ? Math.round(Number(trimmed) * 100) : Number.NaN;
}

/**
 * One employee's role and employment (spec §3: entity, manager e-mail, matricule), in a modal dialog. Loaded when it
 * opens; a refusal keeps every value typed, with the message beside its field.
 */
export function EmployeeEditDialog(props: {
  slug: string;
  member: CompanyMember;
  roles: readonly CompanyRole[];
  entities: ReadonlyArray<{ id: number; name: string }>;
  onClose(): void;
}) {
  const { t } = useTranslation(['companies', 'users']);
  const errorText = useErrorText();
  const update = useUpdateEmployee(props.slug);
  const box = useRef<HTMLDivElement>(null);
  const form = useRef<HTMLFormElement>(null);
  useDialogFocus(box, props.onClose);
  const { member } = props;
  const [values, setValues] = useState({
    role: member.role,
    entityId: member.entity ? String(member.entity.id) : '',
    managerEmail: member.managerEmail ?? '',
    matricule: member.matricule ?? '',
    dailyCost: member.dailyCostCents === null ? '' : String(member.dailyCostCents / 100).replace('.', ','),
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const id = useId();
  const roles = props.roles.includes(member.role) ? props.roles : [member.role, ...props.roles];

  const set = (field: keyof typeof values) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value }));
  const refuse = (fields: FieldErrors) => {
    setErrors(fields);
    requestAnimationFrame(() => focusFirstError(form.current));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { dailyCost, ...employment } = values;
    const input = { ...employment, entityId: values.entityId === '' ? null : Number(values.entityId), dailyCostCents: eurosToCents(dailyCost) };
    const checked = checkForm(employeeUpdateInputSchema, input, form.current);
    if (!checked.ok) {
      const { dailyCostCents, ...fields } = checked.fields;
      return refuse(dailyCostCents ? { ...fields, dailyCost: dailyCostCents } : fields);
    }
    setErrors({});
    update.mutate(
      { userId: member.userId, values: input },
      {
        onSuccess: () => {
          showToast('success', t('members.edited', { name: member.fullName }));
          props.onClose();
        },
        onError: (error) => {
          const { dailyCostCents, ...rest } = serverFieldErrors(error);
          const fields = dailyCostCents ? { ...rest, dailyCost: dailyCostCents } : rest;
          if (Object.keys(fields).length > 0) refuse(fields);
        },
      },
    );
  };

  const field = (name: keyof typeof values, label: string, control: (common: Record<string, unknown>) => ReactNode) => {
    const messages = errors[name];
    const fieldId = `${id}-${name}`;
    return (
      <div className="field">
        <label className="field__label" htmlFor={fieldId}>
          {label}
        </label>
        {control({
          id: fieldId,
          name,
          value: values[name],
          onChange: set(name),
          'aria-invalid': messages ? true : undefined,
          'aria-describedby': messages ? `${fieldId}-error` : undefined,
        })}
        {messages && (
          <span className="field__error" id={`${fieldId}-error`}>
            {messages.join(' ')}
          </span>
        )}
      </div>
    );
  };

  return (
    <div className="modal-backdrop">
      <div ref={box} className="modal employee-edit" role="dialog" aria-modal="true" aria-labelledby={`${id}-title`}>
        <form ref={form} className="form" onSubmit={submit} noValidate>
          <h2 id={`${id}-title`}>{t('members.edit_title', { name: member.fullName })}</h2>
          <p className="muted">{member.email}</p>
          {update.isError && Object.keys(serverFieldErrors(update.error)).length === 0 && (
            <p className="form__error" role="alert">
              {errorText(update.error)}
            </p>
          )}
          {field('role', t('members.column_role'), (common) => (
            <select {...common}>
              {roles.map((role) => (
                <option key={role} value={role}>
                  {t(`users:roles.${role}`)}
                </option>
              ))}
            </select>
          ))}
          {field('entityId', t('members.column_entity'), (common) => (
            <select {...common}>
              <option value="">{t('members.no_entity_option')}</option>
              {props.entities.map((entity) => (
                <option key={entity.id} value={entity.id}>
                  {entity.name}
                </option>
              ))}
            </select>
          ))}
          {field('managerEmail', t('members.manager_email'), (common) => <input {...common} type="email" autoComplete="off" spellCheck={false} />)}
          {field('matricule', t('members.column_matricule'), (common) => <input {...common} type="text" maxLength={MATRICULE_MAX} autoComplete="off" />)}
          {field('dailyCost', t('members.daily_cost'), (common) => <input {...common} type="text" inputMode="decimal" autoComplete="off" />)}
          <div className="modal__actions">
            <button type="submit" className="button button--primary" disabled={update.isPending}>
              {update.isPending ? t('members.saving') : t('members.save')}
            </button>
            <button type="button" className="button" onClick={props.onClose}>
              {t('members.cancel')}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
