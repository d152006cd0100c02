import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../../../../shared/errors';
import { parisToday } from '../../../../../shared/time/paris';
import { LEGAL_AUDIENCES, LEGAL_DOCUMENT_KINDS, LEGAL_VERSION_LABEL_MAX, type LegalAudience, type LegalDocumentKind } from '../../../../../shared/users/legal-documents.rules';
import type { LegalOrganisation } from '../../../../../shared/users/legal-documents.schema';
import { useErrorText } from '../../../../lib/error-text';
import { focusFirstError, serverFieldErrors, validateForm, withoutField } from '../../../../lib/form';
import { useOnline } from '../../../../lib/online';
import { DateInput } from '../../../../ui/DateInput';
import { Field } from '../../../../ui/Field';
import { PdfInput } from '../../../../ui/PdfInput';
import { showFlash } from '../../../../ui/notifications';
import { useLegalOrganisations, usePublishLegalVersion } from '../../api/legal-documents';
import './legal.css';

// The schema loads beside the page and is awaited when the form is sent (docs/architecture.md, 'What a page loads first').
const checker = import('../../../../../shared/users/legal-documents.schema').then((module) => module.legalVersionInputSchema);

function Choices<T extends string>(props: { legend: string; name: string; values: readonly T[]; value: T; label(value: T): string; hint?(value: T): string; onChange(value: T): void }) {
  return (
    <fieldset className="legal-form__choices">
      <legend className="field__label">{props.legend}</legend>
      {props.values.map((value) => (
        <label key={value} className="legal-form__choice">
          <input type="radio" name={props.name} value={value} checked={props.value === value} onChange={() => props.onChange(value)} />
          <span>
            {props.label(value)}
            {props.hint && <span className="form__hint legal-form__choice-hint">{props.hint(value)}</span>}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** « Réservée à une organisation »: a company (employees) or an association (associations), found by name. */
function OrganisationPicker(props: { audience: LegalAudience; value: LegalOrganisation | null; onChange(value: LegalOrganisation | null): void; errors?: string[] }) {
  const { t } = useTranslation('users');
  const id = useId();
  const [text, setText] = useState('');
  const found = useLegalOrganisations(props.audience, text.trim(), props.value === null);
  if (props.value) {
    return (
      <div className="legal-form__chosen" data-field="organisationId">
        <span>{t('legal.admin.organisation_chosen', { name: props.value.name })}</span>
        <button type="button" className="button button--small" onClick={() => props.onChange(null)}>
          {t('legal.admin.organisation_change')}
        </button>
      </div>
    );
  }
  const invalid = Boolean(props.errors?.length);
  return (
    <div className="field" data-field="organisationId">
      <label className="field__label" htmlFor={id}>
        {props.audience === 'employees' ? t('legal.admin.organisation_search_company') : t('legal.admin.organisation_search_association')}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        autoComplete="off"
        maxLength={200}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      {invalid && (
        <span className="field__error" id={`${id}-error`} role="alert">
          {props.errors!.join(' ')}
        </span>
      )}
      {found.data && (
        <ul className="legal-form__organisations" aria-live="polite">
          {found.data.length === 0 ? (
            <li className="muted">{t('legal.admin.organisation_none_found')}</li>
          ) : (
            found.data.map((organisation) => (
              <li key={organisation.id}>
                <span>{organisation.name}</span>
                <button type="button" className="button button--small" aria-label={t('legal.admin.organisation_pick_named', { name: organisation.name })} onClick={() => props.onChange(organisation)}>
                  {t('legal.admin.organisation_pick')}
                </button>
              </li>
            ))
          )}
        </ul>
      )}
    </div>
  );
}

/**
 * « Publier une nouvelle version »: the document, its audience (all of it, or the members of one organisation), the
 * version's name, its publication day and its PDF. Checked by the server's own schema before sending; a version without
 * its file is refused on the file's field.
 */
export function LegalVersionForm(props: { onDone(): void }) {
  const { t } = useTranslation(['users', 'errors']);
  const errorText = useErrorText();
  const online = useOnline({ withBrowser: true });
  const form = useRef<HTMLFormElement>(null);
  const publish = usePublishLegalVersion();
  const [kind, setKind] = useState<LegalDocumentKind>('terms_of_use');
  const [audience, setAudience] = useState<LegalAudience>('employees');
  const [reserved, setReserved] = useState(false);
  const [organisation, setOrganisation] = useState<LegalOrganisation | null>(null);
  const [versionLabel, setVersionLabel] = useState('');
  const [publishedOn, setPublishedOn] = useState(() => parisToday());
  const [file, setFile] = useState<string | null>(null);
  const [fields, setFields] = useState<FieldErrors>({});

  const refuse = (next: FieldErrors) => {
    setFields(next);
    requestAnimationFrame(() => focusFirstError(form.current));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const values = { kind, audience, organisationId: reserved ? organisation?.id : null, versionLabel, publishedOn, file: file ?? '' };
    const checked = validateForm(await checker, values);
    const missingOrganisation: FieldErrors = reserved && !organisation ? { organisationId: [t('errors:validation.choose_from_list')] } : {};
    if (!checked.ok || missingOrganisation.organisationId) return refuse({ ...(checked.ok ? {} : checked.fields), ...missingOrganisation });
    setFields({});
    publish.mutate(values, {
      onSuccess: (version) => {
        showFlash('success', t('legal.admin.published', { label: version.versionLabel }));
        props.onDone();
      },
      onError: (error) => refuse(serverFieldErrors(error)),
    });
  };

  const generalError = publish.error && Object.keys(serverFieldErrors(publish.error)).length === 0 ? errorText(publish.error) : null;
  return (
    <form ref={form} className="form card legal-form" onSubmit={submit} noValidate aria-labelledby="legal-form-title">
      <h2 id="legal-form-title">{t('legal.admin.new_version')}</h2>
      {generalError && (
        <p className="form__error" role="alert">
          {generalError}
        </p>
      )}
      <div className="legal-form__columns">
        <Choices<LegalDocumentKind> legend={t('legal.admin.kind')} name="kind" values={LEGAL_DOCUMENT_KINDS} value={kind} label={(value) => t(`legal.kinds.${value}`)} onChange={setKind} />
        <Choices<LegalAudience>
          legend={t('legal.admin.audience')}
          name="audience"
          values={LEGAL_AUDIENCES}
          value={audience}
          label={(value) => t(`legal.audiences.${value}`)}
          hint={(value) => t(`legal.audience_hints.${value}`)}
          onChange={(value) => {
            setAudience(value);
            setOrganisation(null);
          }}
        />
      </div>
      <fieldset className="legal-form__choices">
        <legend className="field__label">{t('legal.admin.scope')}</legend>
        <label className="legal-form__choice">
          <input type="radio" name="scope" checked={!reserved} onChange={() => setReserved(false)} />
          <span>{t(`legal.admin.scope_all.${audience}`)}</span>
        </label>
        <label className="legal-form__choice">
          <input type="radio" name="scope" checked={reserved} onChange={() => setReserved(true)} />
          <span>
            {t(`legal.admin.scope_one.${audience}`)}
            <span className="form__hint legal-form__choice-hint">{t('legal.admin.scope_one_hint')}</span>
          </span>
        </label>
      </fieldset>
      {reserved && (
        <OrganisationPicker
          key={audience}
          audience={audience}
          value={organisation}
          onChange={(chosen) => {
            setOrganisation(chosen);
            setFields((current) => withoutField(current, 'organisationId'));
          }}
          errors={fields.organisationId}
        />
      )}
      <div className="legal-form__columns">
        <Field
          label={t('legal.admin.version_label')}
          hint={t('legal.admin.version_label_hint')}
          name="versionLabel"
          value={versionLabel}
          maxLength={LEGAL_VERSION_LABEL_MAX}
          onChange={(event) => {
            setVersionLabel(event.target.value);
            setFields((current) => withoutField(current, 'versionLabel'));
          }}
          errors={fields.versionLabel}
        />
        <DateInput
          label={t('legal.admin.published_on')}
          hint={t('legal.admin.published_on_hint')}
          name="publishedOn"
          value={publishedOn}
          onChange={(day) => {
            setPublishedOn(day);
            setFields((current) => withoutField(current, 'publishedOn'));
          }}
          errors={fields.publishedOn}
        />
      </div>
      <div data-field="file" tabIndex={fields.file?.length ? -1 : undefined} aria-invalid={fields.file?.length ? true : undefined}>
        <PdfInput
          label={t('legal.admin.file')}
          value={file}
          onChange={(path) => {
            setFile(path);
            setFields((current) => withoutField(current, 'file'));
          }}
          errors={fields.file}
          removable={false}
        />
      </div>
      <div className="actions">
        <button type="submit" className="button button--primary" disabled={publish.isPending || !online}>
          {publish.isPending ? t('legal.admin.submitting') : t('legal.admin.submit')}
        </button>
        <button type="button" className="button button--ghost" onClick={props.onDone}>
          {t('legal.admin.cancel')}
        </button>
      </div>
      {!online && <p className="form__hint">{t('legal.admin.offline')}</p>}
    </form>
  );
}
