import { type TouchEvent, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import './media-inputs.css';

/** A horizontal move longer than this (in CSS pixels) is a swipe. */
const SWIPE_PX = 50;

/** The index before or after `index`, wrapping past the ends (spec §2). */
export function wrapIndex(index: number, count: number): number {
  return count === 0 ? 0 : ((index % count) + count) % count;
}

/**
 * Spec §2: an image viewer that wraps around past the first or last image;
 * swipe or arrow keys navigate it, Escape closes it. A modal dialog: focus
 * stays inside while it is open and returns where it was when it closes.
 */
export function Lightbox(props: { images: string[]; index: number; onIndexChange(i: number): void; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const count = props.images.length;
  const index = wrapIndex(props.index, count);

  const go = (delta: number) => {
    if (count > 0) props.onIndexChange(wrapIndex(index + delta, count));
  };

  // Focus moves in on open and back to the opener on close; the page behind does not scroll.
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeButton.current?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, []);

  const rtl = i18n.dir?.() === 'rtl' || document.documentElement.dir === 'rtl';

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      // Handled here only: a side panel behind the viewer must not close too.
      event.preventDefault();
      event.stopPropagation();
      props.onClose();
    } else if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      const forward = event.key === 'ArrowRight' ? !rtl : rtl;
      go(forward ? 1 : -1);
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      if (count > 0) props.onIndexChange(event.key === 'Home' ? 0 : count - 1);
    } else if (event.key === 'Tab') {
      // Focus trap: Tab from the last control goes to the first, Shift+Tab from the first to the last.
      const focusable = [...(dialog.current?.querySelectorAll<HTMLElement>('button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])') ?? [])];
      if (focusable.length === 0) return;
      const first = focusable[0]!;
      const last = focusable[focusable.length - 1]!;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !dialog.current?.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !dialog.current?.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    }
  };
  // Listened to on the document, before anything else, so keys work wherever focus is.
  const keyHandler = useRef(onKeyDown);
  keyHandler.current = onKeyDown;
  useEffect(() => {
    const listener = (event: KeyboardEvent) => keyHandler.current(event);
    document.addEventListener('keydown', listener, true);
    return () => document.removeEventListener('keydown', listener, true);
  }, []);

  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    const dx = touch.clientX - start.x;
    const dy = touch.clientY - start.y;
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(dy)) return;
    // A swipe to the left brings the next image (mirrored in right-to-left languages).
    const forward = dx < 0 ? !rtl : rtl;
    go(forward ? 1 : -1);
  };

  const position = t('lightbox.position', { index: index + 1, count });
  return (
    <div className="lightbox" onClick={(event) => event.target === event.currentTarget && props.onClose()}>
      <div
        ref={dialog}
        className="lightbox__dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
      >
        <h2 id={titleId} className="lightbox__title">
          {t('lightbox.label')}
        </h2>
        <button ref={closeButton} type="button" className="lightbox__close" onClick={props.onClose} aria-label={t('lightbox.close')}>
          ×
        </button>
        {count > 0 && <img className="lightbox__image" src={props.images[index]} alt={position} />}
        <p className="lightbox__position" aria-live="polite">
          {position}
        </p>
        {count > 1 && (
          <>
            <button type="button" className="lightbox__nav lightbox__nav--previous" onClick={() => go(-1)} aria-label={t('lightbox.previous')}>
              ‹
            </button>
            <button type="button" className="lightbox__nav lightbox__nav--next" onClick={() => go(1)} aria-label={t('lightbox.next')}>
              ›
            </button>
          </>
        )}
      </div>
    </div>
  );
}
