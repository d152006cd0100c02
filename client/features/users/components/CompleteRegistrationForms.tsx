import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { LANGUAGES } from '../../../../shared/i18n/languages';
import type { Me } from '../../../../shared/users/me';
import { membershipProfileInputSchema } from '../../../../shared/users/registration.schema';
import { emailSchema, optionalText, requiredText } from '../../../../shared/validation/inputs';
import { phoneSchema } from '../../../../shared/validation/phone';
import { useErrorText } from '../../../lib/error-text';
import { checkForm, checkFormAsync, serverFieldErrors } from '../../../lib/form';
import { usePhoneLibrary } from '../../../lib/phone';
import { Field } from '../../../ui/Field';
import { useMembershipProfile, useUpdateMembershipProfile } from '../api/membership-profile';
import { useUpdateProfile } from '../api/update-profile';

const accountSchema = z.object({ firstName: requiredText(100), lastName: requiredText(100), phone: phoneSchema });

/** 'Complete account': who you are and how to reach you. */
export function CompleteAccountForm({ me, onDone }: { me: Me; onDone(): void }) {
  const { t } = useTranslation('users');
  const errorText = useErrorText();
  const form = useRef<HTMLFormElement>(null);
  const update = useUpdateProfile();
  usePhoneLibrary();
  const [values, setValues] = useState({ firstName: me.user.firstName ?? '', lastName: me.user.lastName ?? '', phone: '' });
  const [fields, setFields] = useState<Record<string, string[]>>({});
  const bind = (name: keyof typeof values) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValues({ ...values, [name]: event.target.value }),
    errors: fields[name],
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = await checkFormAsync(accountSchema, values, form.current);
    if (!checked.ok) return setFields(checked.fields);
    setFields({});
    update.mutate({ ...checked.data, lang: me.user.lang as (typeof LANGUAGES)[number] | null }, { onSuccess: onDone, onError: (error) => setFields(serverFieldErrors(error)) });
  };

  return (
    <form ref={form} className="form" onSubmit={submit} noValidate>
      {update.error && (
        <p className="form__error" role="alert">
          {errorText(update.error)}
        </p>
      )}
      <Field label={t('registration.first_name')} autoComplete="given-name" {...bind('firstName')} />
      <Field label={t('registration.last_name')} autoComplete="family-name" {...bind('lastName')} />
      <Field label={t('registration.phone')} type="tel" autoComplete="tel" hint={t('registration.phone_hint')} {...bind('phone')} />
      <button type="submit" className="button button--primary button--block" disabled={update.isPending}>
        {t('registration.continue')}
      </button>
    </form>
  );
}

const profileSchema = z.object({ jobTitle: optionalText(120), managerEmail: z.nullish(emailSchema), entityId: z.nullish(z.int().check(z.positive())) });

/** 'Complete profile' in the company: job title, the manager who validates work-time dates, the entity. */
export function CompleteProfileForm({ companySlug, me, onDone }: { companySlug: string; me: Me; onDone(): void }) {
  const { t } = useTranslation('users');
  const errorText = useErrorText();
  const form = useRef<HTMLFormElement>(null);
  const membership = useMembershipProfile(companySlug);
  const updateProfile = useUpdateProfile();
  const updateMembership = useUpdateMembershipProfile(companySlug);
  const [values, setValues] = useState({ jobTitle: '', managerEmail: '', entityId: '' });
  const [fields, setFields] = useState<Record<string, string[]>>({});
  const pending = updateProfile.isPending || updateMembership.isPending;
  const failure = updateProfile.error ?? updateMembership.error;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkForm(
      profileSchema,
      { jobTitle: values.jobTitle, managerEmail: values.managerEmail.trim() || null, entityId: values.entityId ? Number(values.entityId) : null },
      form.current,
    );
    if (!checked.ok) return setFields(checked.fields);
    setFields({});
    try {
      await updateProfile.mutateAsync({
        firstName: me.user.firstName ?? '',
        lastName: me.user.lastName ?? '',
        jobTitle: checked.data.jobTitle ?? null,
        lang: me.user.lang as (typeof LANGUAGES)[number] | null,
      });
      await updateMembership.mutateAsync(membershipProfileInputSchema.parse({ managerEmail: checked.data.managerEmail, entityId: checked.data.entityId }));
      onDone();
    } catch (error) {
      setFields(serverFieldErrors(error));
    }
  };

  return (
    <form ref={form} className="form" onSubmit={submit} noValidate>
      {failure && (
        <p className="form__error" role="alert">
          {errorText(failure)}
        </p>
      )}
      <Field label={t('registration.job_title')} autoComplete="organization-title" value={values.jobTitle} onChange={(event) => setValues({ ...values, jobTitle: event.target.value })} errors={fields.jobTitle} />
      <Field
        label={t('registration.manager_email')}
        type="email"
        hint={t('registration.manager_email_hint')}
        value={values.managerEmail}
        onChange={(event) => setValues({ ...values, managerEmail: event.target.value })}
        errors={fields.managerEmail}
      />
      {(membership.data?.entities.length ?? 0) > 0 && (
        <label className="field">
          <span className="field__label">{t('registration.entity')}</span>
          <select value={values.entityId} onChange={(event) => setValues({ ...values, entityId: event.target.value })}>
            <option value="">{t('registration.entity_none')}</option>
            {membership.data!.entities.map((entity) => (
              <option key={entity.id} value={entity.id}>
                {entity.name}
              </option>
            ))}
          </select>
        </label>
      )}
      <button type="submit" className="button button--primary button--block" disabled={pending}>
        {t('registration.finish')}
      </button>
    </form>
  );
}
