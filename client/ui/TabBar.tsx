import { type KeyboardEvent, useRef } from 'react';
import { useSearchParams } from 'react-router';

export const TAB_PARAM = 'bar_tab';

export interface Tab {
  id: string;
  label: string;
}

/** The active tab lives in the `bar_tab` query parameter (spec §2), so it survives reloads and can be linked. */
export function useActiveTab(tabs: readonly Tab[], fallback = tabs[0]?.id ?? ''): [string, (id: string) => void] {
  const [params, setParams] = useSearchParams();
  const requested = params.get(TAB_PARAM);
  const active = tabs.some((tab) => tab.id === requested) ? requested! : fallback;
  const select = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(TAB_PARAM, id);
        return next;
      },
      { replace: true },
    );
  return [active, select];
}

export function TabBar({ tabs, label, fallback }: { tabs: readonly Tab[]; label: string; fallback?: string }) {
  const [active, select] = useActiveTab(tabs, fallback);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (!step) return;
    const dir = document.documentElement.dir === 'rtl' ? -step : step;
    const next = (index + dir + tabs.length) % tabs.length;
    select(tabs[next]!.id);
    buttons.current[next]?.focus();
  };

  return (
    <div className="tab-bar" role="tablist" aria-label={label}>
      {tabs.map((tab, index) => (
        <button
          key={tab.id}
          ref={(element) => {
            buttons.current[index] = element;
          }}
          type="button"
          role="tab"
          id={`tab-${tab.id}`}
          aria-selected={tab.id === active}
          tabIndex={tab.id === active ? 0 : -1}
          className="tab-bar__tab"
          onClick={() => select(tab.id)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
