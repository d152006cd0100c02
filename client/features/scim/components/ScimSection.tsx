import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../../../shared/errors';
import { formatDate } from '../../../../shared/i18n/languages';
import type { ScimTokenCreated, ScimTokenSummary } from '../../../../shared/scim/scim-api.schema';
import { SCIM_TOKEN_NAME_MAX_LENGTH, scimTokenInputSchema } from '../../../../shared/scim/scim-api.schema';
import { useErrorText } from '../../../lib/error-text';
import { serverFieldErrors, validateForm } from '../../../lib/form';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Field } from '../../../ui/Field';
import { showFlash, showToast } from '../../../ui/notifications';
import { QueryStatus } from '../../../ui/QueryStatus';
import { useCreateScimToken, useRevokeScimToken, useScimTokens } from '../api/scim-tokens';
import './scim.css';

/**
 * « Provisionnement SCIM » in the company settings: the connector's address to give the identity provider (Okta,
 * Microsoft Entra ID…), its tokens (created here and shown once, revoked here), and when each was last used.
 */
export function ScimSection({ slug }: { slug: string }) {
  const { t } = useTranslation('scim');
  const tokens = useScimTokens(slug);
  const [created, setCreated] = useState<ScimTokenCreated | null>(null);
  return (
    <section className="card stack scim-section" aria-labelledby="scim-title">
      <h2 id="scim-title">{t('title')}</h2>
      <p className="muted">{t('intro')}</p>
      <QueryStatus query={tokens}>
        {(data) => (
          <>
            <CopyField label={t('endpoint')} value={data.endpoint} />
            {created && <NewToken token={created} onDone={() => setCreated(null)} />}
            <TokenList slug={slug} tokens={data.tokens} />
            <CreateTokenForm slug={slug} onCreated={setCreated} />
          </>
        )}
      </QueryStatus>
    </section>
  );
}

/** A value to paste elsewhere: read-only, selected on focus, with « Copier ». */
function CopyField({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation('scim');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      showToast('success', t('copied'));
    } catch {
      showToast('error', t('copy_failed'));
    }
  };
  return (
    <div className="scim-copy">
      <Field label={label} value={value} readOnly onFocus={(event) => event.currentTarget.select()} className="scim-copy__value" dir="ltr" />
      <button type="button" className="button button--small" onClick={() => void copy()}>
        {t('copy')}
      </button>
    </div>
  );
}

function NewToken({ token, onDone }: { token: ScimTokenCreated; onDone(): void }) {
  const { t } = useTranslation('scim');
  return (
    <div className="scim-new-token stack" role="status">
      <p>
        <strong>{t('created_title', { name: token.name })}</strong> {t('created_body')}
      </p>
      <CopyField label={t('token_label')} value={token.token} />
      <button type="button" className="button button--ghost button--small" onClick={onDone}>
        {t('created_done')}
      </button>
    </div>
  );
}

function TokenList({ slug, tokens }: { slug: string; tokens: readonly ScimTokenSummary[] }) {
  const { t } = useTranslation('scim');
  const errorText = useErrorText();
  const revoke = useRevokeScimToken(slug);
  const [revoking, setRevoking] = useState<ScimTokenSummary | null>(null);
  if (tokens.length === 0) return <p className="scim-empty">{t('empty')}</p>;
  const confirmRevoke = (token: ScimTokenSummary) => {
    setRevoking(null);
    revoke.mutate(token.id, {
      onSuccess: () => showFlash('success', t('revoked', { name: token.name })),
      onError: (error) => showFlash('error', errorText(error) ?? t('revoke_failed')),
    });
  };
  return (
    <>
      <ul className="scim-tokens" aria-label={t('tokens')}>
        {tokens.map((token) => (
          <li key={token.id} className="scim-tokens__item">
            <div className="scim-tokens__text">
              <span className="scim-tokens__name">
                <bdi>{token.name}</bdi> <code dir="ltr">{token.prefix}…</code>
              </span>
              <span className="muted">
                {t('created_on', { date: formatDate(token.createdAt) })}
                {token.createdBy ? ` · ${t('created_by', { name: token.createdBy })}` : ''}
                {' · '}
                {token.lastUsedAt ? t('last_used', { date: formatDate(token.lastUsedAt) }) : t('never_used')}
              </span>
            </div>
            {token.revokedAt ? (
              <span className="badge">{t('revoked_badge', { date: formatDate(token.revokedAt) })}</span>
            ) : (
              <button type="button" className="button button--small button--danger" disabled={revoke.isPending} onClick={() => setRevoking(token)}>
                {t('revoke')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {revoking && (
        <ConfirmDialog
          message={t('revoke_confirm', { name: revoking.name })}
          confirmLabel={t('revoke')}
          cancelLabel={t('cancel')}
          onConfirm={() => confirmRevoke(revoking)}
          onCancel={() => setRevoking(null)}
        />
      )}
    </>
  );
}

function CreateTokenForm({ slug, onCreated }: { slug: string; onCreated(token: ScimTokenCreated): void }) {
  const { t } = useTranslation('scim');
  const errorText = useErrorText();
  const create = useCreateScimToken(slug);
  const [name, setName] = useState('');
  const [fields, setFields] = useState<FieldErrors>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateForm(scimTokenInputSchema, { name });
    if (!checked.ok) return setFields(checked.fields);
    setFields({});
    create.mutate(checked.data, {
      onSuccess: (token) => {
        setName('');
        onCreated(token);
      },
      onError: (error) => {
        setFields(serverFieldErrors(error));
        if (Object.keys(serverFieldErrors(error)).length === 0) showFlash('error', errorText(error) ?? t('create_failed'));
      },
    });
  };
  return (
    <form className="scim-create" onSubmit={submit} noValidate>
      <Field
        label={t('name')}
        hint={t('name_hint', { max: SCIM_TOKEN_NAME_MAX_LENGTH })}
        name="name"
        value={name}
        maxLength={SCIM_TOKEN_NAME_MAX_LENGTH}
        onChange={(event) => setName(event.target.value)}
        errors={fields.name}
      />
      <button type="submit" className="button button--primary" disabled={create.isPending}>
        {t('create')}
      </button>
    </form>
  );
}
