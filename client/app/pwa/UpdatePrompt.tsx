import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyUpdate, useUpdateAvailable } from './register-sw';

export function UpdatePrompt() {
  const { t } = useTranslation();
  const available = useUpdateAvailable();
  const [dismissed, setDismissed] = useState(false);
  if (!available || dismissed) return null;
  return (
    <div className="update-prompt" role="alert">
      <span>{t('update.available')}</span>
      <button type="button" className="button button--primary" onClick={applyUpdate}>
        {t('update.reload')}
      </button>
      <button type="button" className="button button--ghost" onClick={() => setDismissed(true)}>
        {t('update.later')}
      </button>
    </div>
  );
}
