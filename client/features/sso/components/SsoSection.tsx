import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../../../shared/errors';
import { formatDate } from '../../../../shared/i18n/languages';
import { SSO_FIELDS, type SsoMapping, type SsoProtocol } from '../../../../shared/sso/sso.rules';
import type { SsoSettings, SsoTestResult } from '../../../../shared/sso/sso.schema';
import { useErrorText } from '../../../lib/error-text';
import { focusFirstError, serverFieldErrors } from '../../../lib/form';
import { CheckboxField, Field, TextAreaField } from '../../../ui/Field';
import { showFlash } from '../../../ui/notifications';
import { QueryStatus } from '../../../ui/QueryStatus';
import { useSaveSsoSettings, useSsoSettings } from '../api/sso-settings';
import './sso.css';

/**
 * « Authentification unique (SSO) » in the company settings (issue 21): SAML 2.0 or OpenID Connect with the company's
 * identity provider, what to give the provider (our metadata, reply address), the attribute names of each fact of
 * an employee, the login test and what it read, and the switch that lets employees in once a test has passed.
 */
export function SsoSection({ slug }: { slug: string }) {
  const { t } = useTranslation('sso');
  const settings = useSsoSettings(slug);
  const sectionRef = useRef<HTMLElement>(null);
  // Back from a login test (`?sso-test=1#sso`): the section, with the test's result, is where the admin looks.
  const loaded = settings.data !== undefined;
  useEffect(() => {
    if (loaded && new URLSearchParams(window.location.search).has('sso-test')) sectionRef.current?.scrollIntoView({ block: 'start' });
  }, [loaded]);
  return (
    <section ref={sectionRef} className="card stack sso-section" id="sso" aria-labelledby="sso-title">
      <h2 id="sso-title">{t('title')}</h2>
      <p className="muted">{t('intro')}</p>
      <QueryStatus query={settings}>{(data) => <SsoForm slug={slug} settings={data} />}</QueryStatus>
    </section>
  );
}

function SsoForm({ slug, settings }: { slug: string; settings: SsoSettings }) {
  const { t } = useTranslation('sso');
  const errorText = useErrorText();
  const save = useSaveSsoSettings(slug);
  const formRef = useRef<HTMLFormElement>(null);
  const [protocol, setProtocol] = useState<SsoProtocol>(settings.protocol ?? 'saml');
  const [enabled, setEnabled] = useState(settings.enabled);
  const [domains, setDomains] = useState(settings.domains.join(', '));
  const [mapping, setMapping] = useState<SsoMapping>(settings.mapping);
  const [metadataXml, setMetadataXml] = useState('');
  const [metadataUrl, setMetadataUrl] = useState(settings.saml.idpMetadataUrl ?? '');
  const [issuer, setIssuer] = useState(settings.oidc.issuer ?? '');
  const [clientId, setClientId] = useState(settings.oidc.clientId ?? '');
  const [clientSecret, setClientSecret] = useState('');
  const [fields, setFields] = useState<FieldErrors>({});
  const saved = settings.protocol === protocol;

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) setMetadataXml(await file.text());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFields({});
    save.mutate(
      { protocol, enabled, domains, mapping, metadataXml, metadataUrl, issuer, clientId, clientSecret },
      {
        onSuccess: () => {
          setMetadataXml('');
          setClientSecret('');
          showFlash('success', t('saved'));
        },
        onError: (error) => {
          const errors = serverFieldErrors(error);
          setFields(errors);
          if (Object.keys(errors).length === 0) showFlash('error', errorText(error) ?? t('save_failed'));
          else requestAnimationFrame(() => focusFirstError(formRef.current));
        },
      },
    );
  };

  return (
    <form ref={formRef} className="stack" onSubmit={submit} noValidate>
      <p className={`sso-status ${settings.enabled ? 'sso-status--on' : ''}`} role="status">
        {settings.protocol ? (settings.enabled ? t('status_on', { protocol: t(`protocol_${settings.protocol}`) }) : t('status_off')) : t('status_none')}
      </p>
      <fieldset className="sso-protocols">
        <legend>{t('protocol')}</legend>
        {(['saml', 'oidc'] as const).map((value) => (
          <label key={value} className="sso-protocols__choice">
            <input type="radio" name="protocol" value={value} checked={protocol === value} onChange={() => setProtocol(value)} /> {t(`protocol_${value}`)}
          </label>
        ))}
      </fieldset>
      <Field label={t('domains')} hint={t('domains_hint')} name="domains" value={domains} onChange={(event) => setDomains(event.target.value)} errors={fields.domains} />

      {protocol === 'saml' ? (
        <>
          <div className="sso-provider-info">
            <h3>{t('sp_title')}</h3>
            <ReadOnly label={t('sp_entity_id')} value={settings.saml.spEntityId} />
            <ReadOnly label={t('sp_acs')} value={settings.saml.acsUrl} />
            <p className="sso-links">
              <a href={settings.saml.metadataUrl} target="_blank" rel="noreferrer">
                {t('sp_metadata')}
              </a>
              <a href={settings.saml.metadataExportUrl} download>
                {t('sp_metadata_export')}
              </a>
            </p>
          </div>
          {settings.saml.idpEntityId && <p className="muted">{t('idp_current', { entityId: settings.saml.idpEntityId, url: settings.saml.idpSsoUrl })}</p>}
          <TextAreaField
            label={t('idp_metadata')}
            hint={settings.saml.hasMetadata ? t('idp_metadata_keep') : t('idp_metadata_hint')}
            name="metadataXml"
            rows={5}
            dir="ltr"
            value={metadataXml}
            onChange={(event) => setMetadataXml(event.target.value)}
            errors={fields.metadataXml}
          />
          <label className="sso-file">
            {t('idp_metadata_file')} <input type="file" accept=".xml,application/xml,text/xml" onChange={(event) => void readFile(event)} />
          </label>
          <Field label={t('idp_metadata_url')} name="metadataUrl" type="url" dir="ltr" value={metadataUrl} onChange={(event) => setMetadataUrl(event.target.value)} errors={fields.metadataUrl} />
        </>
      ) : (
        <>
          <ReadOnly label={t('oidc_redirect')} value={settings.oidc.redirectUrl} />
          <Field label={t('oidc_issuer')} hint={t('oidc_issuer_hint')} name="issuer" type="url" dir="ltr" value={issuer} onChange={(event) => setIssuer(event.target.value)} errors={fields.issuer} />
          <Field label={t('oidc_client_id')} name="clientId" dir="ltr" value={clientId} onChange={(event) => setClientId(event.target.value)} errors={fields.clientId} />
          <Field
            label={t('oidc_client_secret')}
            hint={settings.oidc.hasSecret ? t('oidc_client_secret_keep') : undefined}
            name="clientSecret"
            type="password"
            autoComplete="off"
            value={clientSecret}
            onChange={(event) => setClientSecret(event.target.value)}
            errors={fields.clientSecret}
          />
        </>
      )}

      <fieldset className="sso-mapping">
        <legend>{t('mapping')}</legend>
        <p className="muted">{t(protocol === 'saml' ? 'mapping_hint_saml' : 'mapping_hint_oidc')}</p>
        <div className="sso-mapping__grid">
          {SSO_FIELDS.map((field) => (
            <Field
              key={field}
              label={t(`field_${field}`)}
              name={`mapping.${field}`}
              dir="ltr"
              value={mapping[field]}
              onChange={(event) => setMapping({ ...mapping, [field]: event.target.value })}
              errors={fields[`mapping.${field}`]}
            />
          ))}
        </div>
      </fieldset>

      <CheckboxField label={t('enabled')} name="enabled" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} errors={fields.enabled} />
      <div className="sso-actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {save.isPending ? t('saving') : t('save')}
        </button>
        {saved ? (
          <a className="button" href={protocol === 'saml' ? settings.saml.testUrl : settings.oidc.testUrl}>
            {t('test')}
          </a>
        ) : (
          <span className="muted">{t('test_after_save')}</span>
        )}
      </div>
      <LastTest test={settings.lastTest} />
    </form>
  );
}

function ReadOnly({ label, value }: { label: string; value: string }) {
  return <Field label={label} value={value} readOnly dir="ltr" className="sso-readonly" onFocus={(event) => event.currentTarget.select()} />;
}

function LastTest({ test }: { test: SsoTestResult | null }) {
  const { t } = useTranslation('sso');
  if (!test) return <p className="muted sso-test-empty">{t('test_none')}</p>;
  const received = Object.entries(test.attributes);
  return (
    <div className={`sso-test ${test.succeeded ? 'sso-test--ok' : 'sso-test--failed'}`} role="region" aria-label={t('test_title')}>
      <h3>
        {t('test_title')} · {formatDate(test.at)}
      </h3>
      <p>{test.succeeded ? t('test_succeeded') : t('test_failed', { reason: test.error ?? '' })}</p>
      {test.profile && (
        <div className="table-wrap" tabIndex={0}>
          <table className="table">
            <caption>{t('test_profile')}</caption>
            <tbody>
              {SSO_FIELDS.map((field) => (
                <tr key={field}>
                  <th scope="row">{t(`field_${field}`)}</th>
                  <td dir="ltr">{test.profile?.[field] ?? <span className="muted">{t('not_received')}</span>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {received.length > 0 && (
        <details>
          <summary>{t('test_attributes', { count: received.length })}</summary>
          <ul className="sso-attributes" dir="ltr">
            {received.map(([name, values]) => (
              <li key={name}>
                <code>{name}</code> : {values.join(', ')}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
