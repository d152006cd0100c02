import { useState } from 'react';
import { useDownload } from '../lib/use-download';

export type ExportFormat = 'xlsx' | 'csv';

/**
 * Spec §7: two download buttons (Excel, CSV) for an export, in a group named
 * `label`; while one runs both are disabled, and a failure shows
 * 'Le téléchargement du fichier a échoué.' (useDownload). `path(format)` is the
 * API path, `fallbackName(format)` the file name when the response gives none;
 * each screen passes its own (translated) button texts.
 */
export function ExportButtons(props: {
  label: string;
  xlsxText: string;
  csvText: string;
  path: (format: ExportFormat) => string;
  fallbackName: (format: ExportFormat) => string;
  disabled?: boolean;
}) {
  const download = useDownload();
  const [busy, setBusy] = useState(false);
  const run = async (format: ExportFormat) => {
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
        {props.xlsxText}
      </button>
      <button type="button" className="button" disabled={busy || props.disabled} onClick={() => void run('csv')}>
        {props.csvText}
      </button>
    </div>
  );
}
