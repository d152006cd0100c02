import { type ChangeEvent, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_MAX_MB, acceptAttribute, allowedExtensions } from '../../shared/validation/uploads';
import { useImageUploads } from './use-image-uploads';
import './media-inputs.css';

/**
 * One image (a logo): upload with progress, replace or remove. A refused file
 * leaves the current image in place.
 */
export function ImageInput(props: { value: string | null; onChange(url: string | null): void; label: string; error?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const uploads = useImageUploads((url) => props.onChange(url));
  const uploading = uploads.pending.at(-1);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const [file] = [...(event.target.files ?? [])];
    event.target.value = '';
    if (file) uploads.start([file]);
  };

  const messages = [...uploads.refusals, ...(props.error ? [props.error] : [])];
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  return (
    <div className="field media-input media-input--single" role="group" aria-labelledby={`${id}-label`}>
      <span className="field__label" id={`${id}-label`}>
        {props.label}
      </span>
      <span className="field__hint" id={hintId}>
        {t('uploads.formats', { extensions: allowedExtensions('image').join(', '), max: UPLOAD_MAX_MB.image })}
      </span>

      <div className="media-input__single">
        {uploading ? (
          <div className="media-input__item media-input__item--pending">
            {uploading.preview ? <img src={uploading.preview} alt="" /> : <span className="media-input__placeholder" />}
            <progress max={1} value={uploading.progress} aria-label={t('uploads.uploading', { name: uploading.name, percent: Math.round(uploading.progress * 100) })} />
          </div>
        ) : props.value ? (
          <div className="media-input__item">
            <img src={props.value} alt={props.label} />
          </div>
        ) : (
          <span className="media-input__placeholder" aria-hidden="true" />
        )}
        <div className="media-input__actions">
          <input
            ref={fileInput}
            id={`${id}-file`}
            className="media-input__file"
            type="file"
            accept={acceptAttribute('image')}
            aria-labelledby={`${id}-label`}
            onChange={onFile}
            aria-describedby={[hintId, messages.length > 0 ? errorId : null].filter(Boolean).join(' ')}
            aria-invalid={messages.length > 0 || undefined}
            disabled={!uploads.online}
            tabIndex={-1}
          />
          <button type="button" className="button" onClick={() => fileInput.current?.click()} disabled={!uploads.online || Boolean(uploading)}>
            {props.value ? t('uploads.replace_image') : t('uploads.add_image')}
          </button>
          {props.value && (
            <button type="button" className="button button--ghost" onClick={() => props.onChange(null)} disabled={Boolean(uploading)}>
              {t('uploads.remove_image')}
            </button>
          )}
        </div>
      </div>

      {!uploads.online && (
        <p className="media-input__offline" role="status">
          {t('uploads.offline')}
        </p>
      )}
      {messages.length > 0 && (
        <span className="field__error" id={errorId} role="alert">
          {messages.join(' ')}
        </span>
      )}
    </div>
  );
}
