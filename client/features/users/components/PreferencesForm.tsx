import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../../../shared/errors';
import { LANGUAGES, type Language, isLanguage } from '../../../../shared/i18n/languages';
import type { Me } from '../../../../shared/users/me';
import { profileInputSchema } from '../../../../shared/users/user.schema';
import { formatPhone } from '../../../../shared/validation/phone';
import { useErrorText } from '../../../lib/error-text';
import { checkFormAsync, focusFirstError, serverFieldErrors } from '../../../lib/form';
import { useFormattedPhone, usePhoneLibrary } from '../../../lib/phone';
import { rememberLanguage } from '../../../lib/i18n';
import { useOnline } from '../../../lib/online';
import { Field } from '../../../ui/Field';
import { showFlash } from '../../../ui/notifications';
import { useUpdateProfile } from '../api/update-profile';

/** `/mon-compte?bar_tab=preferences`: language, names, phone and job title. Saving in another language switches the interface. */
export function PreferencesForm({ me }: { me: Me }) {
  const { t, i18n } = useTranslation(['users', 'common']);
  const errorText = useErrorText();
  const update = useUpdateProfile();
  const online = useOnline();
  const form = useRef<HTMLFormElement>(null);
  const languageId = useId();
  const [firstName, setFirstName] = useState(me.user.firstName ?? '');
  const [lastName, setLastName] = useState(me.user.lastName ?? '');
  usePhoneLibrary();
  // Untouched (null), the field shows the saved number, written the spec's way once the phone library is there.
  const savedPhone = useFormattedPhone(me.user.phone) ?? '';
  const [typedPhone, setPhone] = useState<string | null>(null);
  const phone = typedPhone ?? savedPhone;
  const [jobTitle, setJobTitle] = useState(me.user.jobTitle ?? '');
  const [language, setLanguage] = useState<Language>(isLanguage(me.user.lang) ? me.user.lang : isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'fr');
  const [fields, setFields] = useState<FieldErrors>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = await checkFormAsync(profileInputSchema, { firstName, lastName, phone: phone.trim() === '' ? null : phone, jobTitle, lang: language }, form.current);
    if (!checked.ok) return setFields(checked.fields);
    setFields({});
    update.mutate(checked.data, {
      onSuccess: async (saved) => {
        setPhone(saved.user.phone ? await formatPhone(saved.user.phone) : '');
        if (isLanguage(saved.user.lang)) {
          rememberLanguage(saved.user.lang);
          if (saved.user.lang !== i18n.resolvedLanguage) await i18n.changeLanguage(saved.user.lang);
        }
        // Said in the language just chosen (this render's `t` is bound to the previous one).
        showFlash('success', i18n.getFixedT(isLanguage(saved.user.lang) ? saved.user.lang : null, 'users')('preferences.saved'));
      },
      onError: (error) => {
        setFields(serverFieldErrors(error));
        requestAnimationFrame(() => focusFirstError(form.current));
      },
    });
  };

  // A failure that is not about one field (network, server) is said above the form; what was typed stays.
  const generalError = update.error && Object.keys(serverFieldErrors(update.error)).length === 0 ? errorText(update.error) : null;
  const languageErrors = fields.lang;

  return (
    <form ref={form} className="form" onSubmit={submit} noValidate>
      <h2>{t('preferences.title')}</h2>
      {generalError && (
        <p className="form__error" role="alert">
          {generalError}
        </p>
      )}
      <div className="field">
        <label className="field__label" htmlFor={languageId}>
          {t('preferences.language')}
        </label>
        <span className="field__hint" id={`${languageId}-hint`}>
          {t('preferences.language_hint')}
        </span>
        <select
          id={languageId}
          value={language}
          aria-describedby={`${languageId}-hint`}
          aria-invalid={languageErrors ? true : undefined}
          onChange={(event) => isLanguage(event.target.value) && setLanguage(event.target.value)}
        >
          {LANGUAGES.map((code) => (
            <option key={code} value={code} lang={code}>
              {t(`common:language.${code}`)}
            </option>
          ))}
        </select>
        {languageErrors && (
          <span className="field__error" role="alert">
            {languageErrors.join(' ')}
          </span>
        )}
      </div>
      <Field label={t('preferences.first_name')} name="firstName" autoComplete="given-name" value={firstName} errors={fields.firstName} onChange={(event) => setFirstName(event.target.value)} required />
      <Field label={t('preferences.last_name')} name="lastName" autoComplete="family-name" value={lastName} errors={fields.lastName} onChange={(event) => setLastName(event.target.value)} required />
      <Field
        label={t('preferences.phone')}
        hint={t('preferences.phone_hint')}
        name="phone"
        type="tel"
        autoComplete="tel"
        value={phone}
        errors={fields.phone}
        onChange={(event) => setPhone(event.target.value)}
      />
      <Field label={t('preferences.job_title')} name="jobTitle" autoComplete="organization-title" value={jobTitle} errors={fields.jobTitle} onChange={(event) => setJobTitle(event.target.value)} />
      {!online && <p className="form__hint">{t('preferences.offline')}</p>}
      <div>
        <button type="submit" className="button button--primary" disabled={update.isPending || !online}>
          {update.isPending ? t('preferences.saving') : t('preferences.save')}
        </button>
      </div>
    </form>
  );
}
