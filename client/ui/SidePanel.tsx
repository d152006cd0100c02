import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from './ConfirmDialog';

/** Spec §2: a panel is open while the query parameter `panel-{name}` holds an id. */
export function usePanel(name: string) {
  const [params, setParams] = useSearchParams();
  const key = `panel-${name}`;
  const id = params.get(key);
  const update = useCallback(
    (value: string | number | null) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(key);
        else next.set(key, String(value));
        return next;
      }),
    [key, setParams],
  );
  return { id, open: (value: string | number) => update(value), close: () => update(null) };
}

export function SidePanel(props: {
  name: string;
  title: string;
  children: (id: string) => ReactNode;
  /** Ask 'Oui, annuler' / 'Non' before closing (e.g. while a form is dirty). */
  confirmClose?: boolean;
}) {
  const { t } = useTranslation();
  const panel = usePanel(props.name);
  const [fullscreen, setFullscreen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const requestClose = useCallback(() => (props.confirmClose ? setConfirming(true) : panel.close()), [props.confirmClose, panel]);

  useEffect(() => {
    if (!panel.id) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && requestClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [panel.id, requestClose]);

  if (!panel.id) return null;
  return (
    <>
      <div className="side-panel__backdrop" onClick={requestClose} />
      <aside className={`side-panel${fullscreen ? ' side-panel--fullscreen' : ''}`} role="dialog" aria-modal="true" aria-label={props.title}>
        <header className="side-panel__header">
          <h2>{props.title}</h2>
          <button type="button" className="button button--ghost" onClick={() => setFullscreen(!fullscreen)}>
            {fullscreen ? t('panel.exit_fullscreen') : t('panel.fullscreen')}
          </button>
          <button type="button" className="button button--ghost" aria-label={t('panel.close')} onClick={requestClose}>
            ×
          </button>
        </header>
        <div className="side-panel__body">{props.children(panel.id)}</div>
      </aside>
      {confirming && (
        <ConfirmDialog
          message={t('panel.confirm_close')}
          confirmLabel={t('panel.confirm_yes')}
          cancelLabel={t('panel.confirm_no')}
          onConfirm={() => {
            setConfirming(false);
            panel.close();
          }}
          onCancel={() => setConfirming(false)}
        />
      )}
    </>
  );
}
