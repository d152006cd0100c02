import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDownload } from '../../../../lib/use-download';

/**
 * Two download buttons (Excel, CSV) for a spec §7 export; a failure shows
 * 'Le téléchargement du fichier a échoué.' (useDownload). `path(format)` is the API path.
 */
export function ExportButtons(props: { label: string; path: (format: 'xlsx' | 'csv') => string; fallbackName: (format: 'xlsx' | 'csv') => string; disabled?: boolean }) {
  const { t } = useTranslation('engagements');
  const download = useDownload();
  const [busy, setBusy] = useState(false);
  const run = async (format: 'xlsx' | 'csv') => {
    setBusy(true);
    try {
      await download(props.path(format), props.fallbackName(format));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="actions" role="group" aria-label={props.label}>
      <button type="button" className="button" disabled={busy || props.disabled} onClick={() => void run('xlsx')}>
        {t('company_follow_up.export_xlsx')}
      </button>
      <button type="button" className="button" disabled={busy || props.disabled} onClick={() => void run('csv')}>
        {t('company_follow_up.export_csv')}
      </button>
    </div>
  );
}
