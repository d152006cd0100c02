import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_MAX_MB, acceptAttribute } from '../../shared/validation/uploads';
import { ApiError } from '../lib/api';
import { useOnline } from '../lib/online';
import { uploadFile } from '../lib/upload';

/**
 * One PDF (a company's privacy policy and terms of use, a version of the platform's legal documents): sent to the
 * upload endpoint, which checks it by content, then kept as its stored path. A refused file leaves the current one in
 * place. `removable: false` hides « Retirer le document » where a file is required.
 */
export function PdfInput(props: { label: string; value: string | null; onChange(path: string | null): void; errors?: string[]; removable?: boolean }) {
  const { t } = useTranslation(['common', 'errors']);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const online = useOnline({ withBrowser: true });
  const [uploading, setUploading] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const [file] = [...(event.target.files ?? [])];
    event.target.value = '';
    if (!file) return;
    setRefusal(null);
    setUploading(true);
    uploadFile(file, 'pdf')
      .then((uploaded) => props.onChange(uploaded.url))
      .catch((error: unknown) => {
        const code = error instanceof ApiError ? error.code : 'UNEXPECTED';
        setRefusal(t(`errors:${code}`, { defaultValue: t('errors:UNEXPECTED') }));
      })
      .finally(() => setUploading(false));
  };

  const messages = [...(refusal ? [refusal] : []), ...(props.errors ?? [])];
  return (
    <div className="field" role="group" aria-labelledby={`${id}-label`}>
      <span className="field__label" id={`${id}-label`}>
        {props.label}
      </span>
      <span className="field__hint" id={`${id}-hint`}>
        {t('common:pdf_input.hint', { max: UPLOAD_MAX_MB.pdf })}
      </span>
      <div className="actions">
        {props.value ? (
          <a href={props.value} target="_blank" rel="noopener">
            {t('common:pdf_input.current')}
          </a>
        ) : (
          <span className="muted">{t('common:pdf_input.none')}</span>
        )}
        <input
          ref={input}
          className="visually-hidden"
          type="file"
          accept={acceptAttribute('pdf')}
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-hint${messages.length > 0 ? ` ${id}-error` : ''}`}
          aria-invalid={messages.length > 0 || undefined}
          tabIndex={-1}
          onChange={onFile}
        />
        <button type="button" className="button" onClick={() => input.current?.click()} disabled={!online || uploading}>
          {uploading ? t('common:pdf_input.uploading') : props.value ? t('common:pdf_input.replace') : t('common:pdf_input.add')}
        </button>
        {props.value && props.removable !== false && (
          <button type="button" className="button button--ghost" onClick={() => props.onChange(null)} disabled={uploading}>
            {t('common:pdf_input.remove')}
          </button>
        )}
      </div>
      {messages.length > 0 && (
        <span className="field__error" id={`${id}-error`} role="alert">
          {messages.join(' ')}
        </span>
      )}
    </div>
  );
}
