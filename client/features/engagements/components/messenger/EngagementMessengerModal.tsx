import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Messenger } from './Messenger';

/** Spec §2: `/entreprise/{slug}/missions/{id}?bar_tab=volunteers&messenger_modal={engagementId}` opens the conversation. */
export const MESSENGER_MODAL_PARAM = 'messenger_modal';

/**
 * The messenger of one application in a side panel, open while the query
 * parameter `messenger_modal` holds the engagement id; closing removes it.
 * For the company side (the company's mission page, the employee's pages).
 */
export function EngagementMessengerModal(props: { companySlug: string }) {
  const { t } = useTranslation('engagements');
  const [params, setParams] = useSearchParams();
  const engagementId = params.get(MESSENGER_MODAL_PARAM);
  const close = useCallback(
    () =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.delete(MESSENGER_MODAL_PARAM);
        return next;
      }),
    [setParams],
  );
  useEffect(() => {
    if (!engagementId) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [engagementId, close]);
  if (!engagementId) return null;
  return (
    <>
      <div className="side-panel__backdrop" onClick={close} />
      <aside className="side-panel" role="dialog" aria-modal="true" aria-label={t('messenger.title')}>
        <header className="side-panel__header">
          <h2>{t('messenger.title')}</h2>
          <button type="button" className="button button--ghost" aria-label={t('messenger.close')} onClick={close}>
            ×
          </button>
        </header>
        <div className="side-panel__body">
          <Messenger scope={{ kind: 'company', slug: props.companySlug }} engagementId={engagementId} />
        </div>
      </aside>
    </>
  );
}
