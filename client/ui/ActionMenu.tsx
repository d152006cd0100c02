import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import './action-menu.css';

export interface ActionMenuItem {
  key: string;
  label: string;
  /** A path inside the app: the item is a link. */
  href?: string;
  /** Otherwise the item is a button running this. */
  onSelect?: () => void;
  danger?: boolean;
  disabled?: boolean;
}

/**
 * The « ⋯ » menu of a page's secondary actions (WAI-ARIA menu button): the
 * button says it opens a menu (aria-haspopup, aria-expanded); opening focuses
 * the first item, the arrow keys, Home and End move between items, Escape
 * closes and gives the focus back to the button, Tab or a click outside closes.
 */
export function ActionMenu({ label, items }: { label: string; items: readonly ActionMenuItem[] }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLElement | null>>([]);
  const enabled = items.filter((item) => !item.disabled);

  const focusItem = (index: number) => {
    const count = enabled.length;
    if (count === 0) return;
    itemRefs.current[((index % count) + count) % count]?.focus();
  };

  useEffect(() => {
    if (!open) return;
    focusItem(0);
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
    // Focus the first item once, when the menu opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const current = itemRefs.current.findIndex((element) => element === document.activeElement);
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusItem(current + 1),
      ArrowUp: () => focusItem(current - 1),
      Home: () => focusItem(0),
      End: () => focusItem(enabled.length - 1),
      Escape: () => close(true),
    };
    if (event.key === 'Tab') return setOpen(false);
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setOpen(true);
  };

  if (enabled.length === 0) return null;
  return (
    <div className="action-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="button action-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        aria-label={label}
        title={label}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onButtonKey}
      >
        <span aria-hidden="true">⋯</span>
      </button>
      {open && (
        <div id={id} role="menu" aria-label={label} className="action-menu__list" onKeyDown={onMenuKey}>
          {enabled.map((item, index) => {
            const className = `action-menu__item${item.danger ? ' action-menu__item--danger' : ''}`;
            const ref = (element: HTMLElement | null) => {
              itemRefs.current[index] = element;
            };
            return item.href ? (
              <Link key={item.key} ref={ref} role="menuitem" tabIndex={-1} className={className} to={item.href} onClick={() => setOpen(false)}>
                {item.label}
              </Link>
            ) : (
              <button
                key={item.key}
                ref={ref}
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={className}
                onClick={() => {
                  close(true);
                  item.onSelect?.();
                }}
              >
                {item.label}
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}
