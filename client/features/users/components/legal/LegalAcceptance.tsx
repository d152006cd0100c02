import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../../shared/i18n/languages';
import type { Me } from '../../../../../shared/users/me';
import { useErrorText } from '../../../../lib/error-text';
import { useOnline } from '../../../../lib/online';
import { RouteLink } from '../../../../ui/RouteLink';
import { useAcceptLegalDocuments } from '../../api/legal-documents';
import './legal.css';

/**
 * The page a signed-in user meets when a legal document addressed to them has a version they have not accepted: each
 * document with its PDF, and « J'accepte ». `onAccepted` gets the session as the server answered it (a version
 * published meanwhile is still to accept: the page then shows it).
 */
export function LegalAcceptance(props: { me: Me; onAccepted(me: Me): void }) {
  const { t } = useTranslation('users');
  const errorText = useErrorText();
  const online = useOnline({ withBrowser: true });
  const accept = useAcceptLegalDocuments();
  const documents = props.me.pendingLegalDocuments ?? [];

  return (
    <section className="card legal-acceptance stack" aria-labelledby="legal-acceptance-title">
      <h1 id="legal-acceptance-title">{t('legal.acceptance.title')}</h1>
      <p>{t('legal.acceptance.intro')}</p>
      <ul className="legal-acceptance__documents">
        {documents.map((document) => (
          <li key={document.versionId} className="legal-acceptance__document">
            <div>
              <h2>{t(`legal.kinds.${document.kind}`)}</h2>
              <p className="form__hint">
                {document.organisationName ? t('legal.acceptance.for_organisation', { name: document.organisationName }) : t(`legal.audiences.${document.audience}`)}
                {' · '}
                {t('legal.acceptance.version', { label: document.versionLabel, date: formatDate(document.publishedOn) })}
              </p>
            </div>
            <a className="button" href={document.fileUrl} target="_blank" rel="noopener" aria-label={t('legal.acceptance.read_named', { document: t(`legal.kinds.${document.kind}`) })}>
              {t('legal.acceptance.read')}
            </a>
          </li>
        ))}
      </ul>
      {accept.error && (
        <p className="form__error" role="alert">
          {errorText(accept.error)}
        </p>
      )}
      {!online && <p className="form__hint">{t('legal.acceptance.offline')}</p>}
      <div className="actions">
        <button
          type="button"
          className="button button--primary"
          disabled={accept.isPending || !online}
          onClick={() => accept.mutate(documents.map((document) => document.versionId), { onSuccess: (me) => props.onAccepted(me) })}
        >
          {accept.isPending ? t('legal.acceptance.accepting') : t('legal.acceptance.accept')}
        </button>
        <RouteLink to="logout" context={{ type: 'public' }} className="button button--ghost">
          {t('legal.acceptance.sign_out')}
        </RouteLink>
      </div>
    </section>
  );
}
