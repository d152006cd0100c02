import { type ReactNode, useEffect, useId, useRef } from 'react';
import './bottom-sheet.css';

/**
 * A modal sheet on the native <dialog>: it slides up from the bottom on
 * phones and sits in the middle on wider screens. `showModal()` makes the page
 * behind inert (the focus stays inside) and Escape closes it; a click on the
 * backdrop too. Mount it to open it; `onClose` unmounts it.
 */
export function BottomSheet(props: { title: string; closeLabel: string; onClose(): void; children: ReactNode; footer?: ReactNode; className?: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    }
    return () => {
      if (element?.open && typeof element.close === 'function') element.close();
    };
  }, []);
  return (
    <dialog
      ref={dialog}
      className={`sheet${props.className ? ` ${props.className}` : ''}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        props.onClose();
      }}
      onClick={(event) => {
        if (event.target === dialog.current) props.onClose();
      }}
    >
      <div className="sheet__panel">
        <header className="sheet__header">
          <h2 id={titleId}>{props.title}</h2>
          <button type="button" className="sheet__close" aria-label={props.closeLabel} onClick={props.onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <div className="sheet__body">{props.children}</div>
        {props.footer && <footer className="sheet__footer">{props.footer}</footer>}
      </div>
    </dialog>
  );
}
