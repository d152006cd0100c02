import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_IMAGES } from '../../shared/validation/limits';
import { validationMessage } from '../../shared/validation/messages';
import { UPLOAD_MAX_MB, acceptAttribute, allowedExtensions } from '../../shared/validation/uploads';
import { Lightbox } from './Lightbox';
import { useImageUploads } from './use-image-uploads';
import './media-inputs.css';

/**
 * Spec §5 'Uploads': several images (at most 5), each uploaded with its
 * progress, shown in order, moved or removed; a click enlarges them in the
 * lightbox. A refused file is reported with its French message and the images
 * already uploaded stay.
 */
export function ImagesInput(props: {
  value: string[];
  onChange(urls: string[]): void;
  max?: number;
  recommended?: { width: number; height: number };
  label: string;
  error?: string;
}) {
  const { t, i18n } = useTranslation();
  // Right to left, the images run from the right: the earlier place is on the right, and the buttons say so.
  const rtl = i18n.dir?.() === 'rtl' || document.documentElement.dir === 'rtl';
  const id = useId();
  const max = props.max ?? MAX_IMAGES;
  const fileInput = useRef<HTMLInputElement>(null);
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);

  // Uploads finish one after the other, possibly before the parent re-renders: append to the latest list.
  const latest = useRef(props.value);
  latest.current = props.value;
  const uploads = useImageUploads((url) => {
    if (latest.current.includes(url)) return;
    if (latest.current.length >= max) return setLimitMessage(validationMessage('images_max', { max }));
    latest.current = [...latest.current, url];
    props.onChange(latest.current);
  });

  const room = max - props.value.length - uploads.pending.length;

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0) return;
    if (files.length > room) setLimitMessage(validationMessage('images_max', { max }));
    else setLimitMessage(null);
    const accepted = files.slice(0, Math.max(room, 0));
    if (accepted.length > 0) uploads.start(accepted);
  };

  const move = (from: number, to: number) => {
    if (to < 0 || to >= props.value.length) return;
    const next = [...props.value];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    props.onChange(next);
  };

  const remove = (index: number) => {
    setLimitMessage(null);
    props.onChange(props.value.filter((_, other) => other !== index));
  };

  const messages = [...(limitMessage ? [limitMessage] : []), ...uploads.refusals, ...(props.error ? [props.error] : [])];
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  return (
    <div className="field media-input" role="group" aria-labelledby={`${id}-label`}>
      <span className="field__label" id={`${id}-label`}>
        {props.label}
      </span>
      <span className="field__hint" id={hintId}>
        {props.recommended && <>{t('uploads.recommended', props.recommended)}. </>}
        {t('uploads.formats', { extensions: allowedExtensions('image').join(', '), max: UPLOAD_MAX_MB.image })}{' '}
        {t('uploads.count', { count: props.value.length, max })}
      </span>

      <ul className="media-input__list">
        {props.value.map((url, index) => (
          <li key={url} className="media-input__item">
            <button type="button" className="media-input__thumb" onClick={() => setViewing(index)} aria-label={t('uploads.view_image', { index: index + 1 })}>
              <img src={url} alt={t('uploads.image_alt', { index: index + 1 })} loading="lazy" />
            </button>
            <div className="media-input__actions">
              <button
                type="button"
                className="button button--ghost"
                onClick={() => move(index, index - 1)}
                disabled={index === 0}
                aria-label={t(rtl ? 'uploads.move_right' : 'uploads.move_left', { index: index + 1 })}
              >
                {rtl ? '→' : '←'}
              </button>
              <button
                type="button"
                className="button button--ghost"
                onClick={() => move(index, index + 1)}
                disabled={index === props.value.length - 1}
                aria-label={t(rtl ? 'uploads.move_left' : 'uploads.move_right', { index: index + 1 })}
              >
                {rtl ? '←' : '→'}
              </button>
              <button type="button" className="button button--ghost" onClick={() => remove(index)} aria-label={t('uploads.remove_image_n', { index: index + 1 })}>
                ×
              </button>
            </div>
          </li>
        ))}
        {uploads.pending.map((item) => (
          <li key={`pending-${item.id}`} className="media-input__item media-input__item--pending">
            {item.preview ? <img src={item.preview} alt="" /> : <span className="media-input__placeholder" />}
            <progress max={1} value={item.progress} aria-label={t('uploads.uploading', { name: item.name, percent: Math.round(item.progress * 100) })} />
          </li>
        ))}
      </ul>

      {!uploads.online && (
        <p className="media-input__offline" role="status">
          {t('uploads.offline')}
        </p>
      )}

      <input
        ref={fileInput}
        id={`${id}-file`}
        className="media-input__file"
        type="file"
        accept={acceptAttribute('image')}
        aria-labelledby={`${id}-label`}
        multiple
        onChange={onFiles}
        aria-describedby={[hintId, messages.length > 0 ? errorId : null].filter(Boolean).join(' ')}
        aria-invalid={messages.length > 0 || undefined}
        disabled={!uploads.online}
        tabIndex={-1}
      />
      <button
        type="button"
        className="button"
        onClick={() => (room <= 0 ? setLimitMessage(validationMessage('images_max', { max })) : fileInput.current?.click())}
        disabled={!uploads.online}
      >
        {t('uploads.add_images')}
      </button>

      {messages.length > 0 && (
        <span className="field__error" id={errorId} role="alert">
          {messages.join(' ')}
        </span>
      )}

      {viewing !== null && props.value.length > 0 && (
        <Lightbox images={props.value} index={Math.min(viewing, props.value.length - 1)} onIndexChange={setViewing} onClose={() => setViewing(null)} />
      )}
    </div>
  );
}
