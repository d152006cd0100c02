import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../../../shared/errors';
import { type OutgoingEmail, mailboxQuerySchema } from '../../../../shared/users/admin.schema';
import { useMailbox } from '../../../features/users/api/get-mailbox';
import { fieldErrorsFrom } from '../../../lib/form';
import { useUrlList } from '../../../lib/use-url-list';
import { usePageTitle } from '../../../ui/PageState';
import { QueryStatus } from '../../../ui/QueryStatus';
import { AdminNav } from './AdminNav';
import { formatDateTime } from './format';

/**
 * `/admin/boite-mail?to=…&page=…`: every e-mail the platform wrote, newest first.
 * On the embedded default nothing is sent, so this is where codes are read.
 */
export function AdminMailboxPage() {
  const { t } = useTranslation('users');
  usePageTitle(t('mailbox.title'));
  const filterId = useId();
  const list = useUrlList(['to']);
  const filters = mailboxQuerySchema.safeParse({ to: list.values.to, page: list.page }).data ?? { page: 1 };
  const [typed, setTyped] = useState(list.values.to ?? '');
  const [fields, setFields] = useState<FieldErrors>({});
  const mailbox = useMailbox(filters);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = mailboxQuerySchema.safeParse({ to: typed, page: 1 });
    if (!checked.success) return setFields(fieldErrorsFrom(checked.error));
    setFields({});
    list.update({ to: checked.data.to });
  };
  const clear = () => {
    setTyped('');
    setFields({});
    list.update({ to: undefined });
  };

  return (
    <div className="stack">
      <AdminNav />
      <h1>{t('mailbox.title')}</h1>
      <p className="muted">{t('mailbox.intro')}</p>
      <form className="search-form" role="search" onSubmit={submit} noValidate>
        <label className="field__label" htmlFor={filterId}>
          {t('mailbox.filter_label')}
        </label>
        <div className="search-form__row">
          <input
            id={filterId}
            type="email"
            value={typed}
            placeholder="prenom.nom@entreprise.fr"
            aria-invalid={fields.to ? true : undefined}
            aria-describedby={fields.to ? `${filterId}-error` : undefined}
            onChange={(event) => setTyped(event.target.value)}
          />
          <button type="submit" className="button button--primary">
            {t('mailbox.filter_submit')}
          </button>
          {filters.to && (
            <button type="button" className="button" onClick={clear}>
              {t('mailbox.filter_clear')}
            </button>
          )}
        </div>
        {fields.to && (
          <span className="field__error" id={`${filterId}-error`} role="alert">
            {fields.to.join(' ')}
          </span>
        )}
      </form>
      <QueryStatus query={mailbox}>
        {(box) => (
          <section className="stack" aria-busy={mailbox.isFetching}>
            {box.emails.length === 0 ? (
              <p className="card">{filters.to ? t('mailbox.empty_for', { to: filters.to }) : t('mailbox.empty')}</p>
            ) : (
              <ul className="mailbox">
                {box.emails.map((email) => (
                  <MailItem key={email.id} email={email} />
                ))}
              </ul>
            )}
            {(box.page > 1 || box.hasMore) && (
              <nav className="pagination" aria-label={t('admin.pagination')}>
                <button type="button" className="button" disabled={box.page <= 1} onClick={() => list.update({ page: box.page - 1 })}>
                  {t('admin.previous')}
                </button>
                <span>{t('admin.page', { page: box.page })}</span>
                <button type="button" className="button" disabled={!box.hasMore} onClick={() => list.update({ page: box.page + 1 })}>
                  {t('admin.next')}
                </button>
              </nav>
            )}
          </section>
        )}
      </QueryStatus>
    </div>
  );
}

function MailItem({ email }: { email: OutgoingEmail }) {
  const { t } = useTranslation('users');
  const status = email.error
    ? t('mailbox.status_error', { error: email.error })
    : email.sentAt
      ? t('mailbox.status_sent', { date: formatDateTime(email.sentAt) })
      : email.transport === 'outbox'
        ? t('mailbox.status_stored')
        : t('mailbox.status_pending');
  return (
    <li className="card mailbox__item">
      <details>
        <summary>
          <span className="mailbox__subject">{email.subject}</span>
          <span className="mailbox__meta">
            {t('mailbox.to', { to: email.toAddress })} · {formatDateTime(email.createdAt)} · {t(`mailbox.transport_${email.transport}`)} ·{' '}
            <span className={email.error ? 'mailbox__status mailbox__status--error' : 'mailbox__status'}>{status}</span>
          </span>
        </summary>
        <pre className="mailbox__body">{email.textBody}</pre>
      </details>
    </li>
  );
}
