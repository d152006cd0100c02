import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanySettings, WorkTimeValidator } from '../../../../../shared/companies/company-settings.schema';
import { COMMUNICATION_TEXT_MAX } from '../../../../../shared/companies/company-settings.limits';
import type { FieldErrors } from '../../../../../shared/errors';
import { validateForm } from '../../../../lib/form';
import { CheckboxField, Field, TextAreaField } from '../../../../ui/Field';
import { ImageInput } from '../../../../ui/ImageInput';
import { PdfInput } from '../../../../ui/PdfInput';
import { SettingsSection } from './SettingsSection';

// The schemas load beside the page and are awaited when a section is saved (docs/architecture.md, 'What a page loads first').
const schemas = import('../../../../../shared/companies/company-settings.schema');

interface SectionProps {
  slug: string;
  settings: CompanySettings;
  /** After a save, for what else shows the section's values (the company's name in the session). */
  onSaved?: () => void;
}

/** Wraps a field in an element the first-error focus can find when its control is not an input (an image). */
function Invalid({ field, fields, children }: { field: string; fields: FieldErrors; children: React.ReactNode }) {
  return (
    <div data-field={field} tabIndex={fields[field]?.length ? -1 : undefined} aria-invalid={fields[field]?.length ? true : undefined}>
      {children}
    </div>
  );
}

export function IdentitySection({ slug, settings, onSaved }: SectionProps) {
  const { t } = useTranslation('companies');
  const [name, setName] = useState(settings.identity.name);
  const [logo, setLogo] = useState(settings.identity.logo);
  const [fields, setFields] = useState<FieldErrors>({});
  return (
    <SettingsSection
      slug={slug}
      section="identity"
      onSaved={onSaved}
      title={t('settings.identity_title')}
      fields={fields}
      onFields={setFields}
      check={async () => validateForm((await schemas).identitySettingsInputSchema, { name, logo })}
    >
      <Field label={t('settings.name')} name="name" value={name} maxLength={200} onChange={(event) => setName(event.target.value)} errors={fields.name} />
      <Invalid field="logo" fields={fields}>
        <ImageInput label={t('settings.logo')} value={logo} onChange={setLogo} error={fields.logo?.join(' ')} />
      </Invalid>
    </SettingsSection>
  );
}

export function ValidationSection({ slug, settings }: SectionProps) {
  const { t } = useTranslation('companies');
  const legend = useId();
  const [managerValidation, setManagerValidation] = useState(settings.validation.managerValidation);
  const [workTimeValidator, setValidator] = useState<WorkTimeValidator>(settings.validation.workTimeValidator);
  const [fields, setFields] = useState<FieldErrors>({});
  return (
    <SettingsSection
      slug={slug}
      section="validation"
      title={t('settings.validation_title')}
      intro={t('settings.validation_intro')}
      fields={fields}
      onFields={setFields}
      check={async () => validateForm((await schemas).validationSettingsInputSchema, { managerValidation, workTimeValidator })}
    >
      <CheckboxField label={t('settings.manager_validation')} checked={managerValidation} onChange={(event) => setManagerValidation(event.target.checked)} errors={fields.managerValidation} />
      <fieldset className="choice-group" aria-labelledby={legend} disabled={!managerValidation}>
        <legend id={legend} className="field__label">
          {t('settings.validator_legend')}
        </legend>
        {(['manager', 'company_admin'] as const).map((value) => (
          <label key={value} className="switch">
            <input
              type="radio"
              name="workTimeValidator"
              value={value}
              checked={workTimeValidator === value}
              aria-invalid={fields.workTimeValidator?.length ? true : undefined}
              onChange={() => setValidator(value)}
            />
            {t(`settings.validator.${value}`)}
          </label>
        ))}
        {fields.workTimeValidator && (
          <span className="field__error" role="alert">
            {fields.workTimeValidator.join(' ')}
          </span>
        )}
      </fieldset>
    </SettingsSection>
  );
}

export function CreditsSection({ slug, settings }: SectionProps) {
  const { t } = useTranslation('companies');
  const [days, setDays] = useState(String(settings.credits.yearlyCreditDays));
  const [fields, setFields] = useState<FieldErrors>({});
  return (
    <SettingsSection
      slug={slug}
      section="credits"
      title={t('settings.credits_title')}
      intro={t('settings.credits_intro')}
      fields={fields}
      onFields={setFields}
      // An empty box is sent as NaN, which the schema words as « un nombre entier ».
      check={async () => validateForm((await schemas).creditSettingsInputSchema, { yearlyCreditDays: days.trim() === '' ? Number.NaN : Number(days.replace(',', '.')) })}
    >
      <Field
        label={t('settings.yearly_credit_days')}
        name="yearlyCreditDays"
        inputMode="numeric"
        value={days}
        onChange={(event) => setDays(event.target.value)}
        errors={fields.yearlyCreditDays}
      />
    </SettingsSection>
  );
}

export function LegalSection({ slug, settings }: SectionProps) {
  const { t } = useTranslation(['companies', 'common']);
  const [privacyPolicy, setPrivacyPolicy] = useState(settings.legal.privacyPolicy);
  const [termsOfUse, setTermsOfUse] = useState(settings.legal.termsOfUse);
  const [fields, setFields] = useState<FieldErrors>({});
  return (
    <SettingsSection
      slug={slug}
      section="legal"
      title={t('settings.legal_title')}
      intro={t('settings.legal_intro', { path: `/${slug}/privacy-policy` })}
      fields={fields}
      onFields={setFields}
      check={async () => validateForm((await schemas).legalSettingsInputSchema, { privacyPolicy, termsOfUse })}
    >
      <PdfInput label={t('settings.privacy_policy')} value={privacyPolicy} onChange={setPrivacyPolicy} errors={fields.privacyPolicy} />
      <PdfInput label={t('settings.terms_of_use')} value={termsOfUse} onChange={setTermsOfUse} errors={fields.termsOfUse} />
    </SettingsSection>
  );
}

export function CommunicationSection({ slug, settings }: SectionProps) {
  const { t } = useTranslation('companies');
  const [text, setText] = useState(settings.communication.text ?? '');
  const [image, setImage] = useState(settings.communication.image);
  const [fields, setFields] = useState<FieldErrors>({});
  return (
    <SettingsSection
      slug={slug}
      section="communication"
      title={t('settings.communication_title')}
      intro={t('settings.communication_intro')}
      fields={fields}
      onFields={setFields}
      check={async () => validateForm((await schemas).communicationSettingsInputSchema, { text, image })}
    >
      <TextAreaField
        label={t('settings.communication_text')}
        hint={t('settings.communication_text_hint', { count: text.length, max: COMMUNICATION_TEXT_MAX })}
        name="text"
        value={text}
        onChange={(event) => setText(event.target.value)}
        errors={fields.text}
      />
      <Invalid field="image" fields={fields}>
        <ImageInput label={t('settings.communication_image')} value={image} onChange={setImage} error={fields.image?.join(' ')} />
      </Invalid>
    </SettingsSection>
  );
}
