import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue } from 'react';
import { useOnline } from '../lib/online';

/**
 * A self-contained section of the employee space whose list is read from the network only (not kept on the device):
 * nothing at all when the list is empty; its cards once there; offline, that it needs the network; on an error, the
 * message with a retry; meanwhile `skeleton`, a block of its final size. `className` names its parts
 * (`__title`, `__list`, `__message`).
 */
export function NetworkListSection<Item>(props: {
  titleId: string;
  className: string;
  title: string;
  query: UseQueryResult<unknown>;
  items: readonly Item[] | undefined;
  itemKey(item: Item): string | number;
  renderItem(item: Item, index: number): ReactNode;
  texts: { offline: string; error: string; retry: string };
  skeleton: ReactNode;
}) {
  const online = useOnline();
  const { query, className } = props;
  // Deferred: the cards render in slices the browser can interrupt once the list lands, not in one long task (the
  // first date formatted on a page loads the language's calendar data: 35 ms on a phone, in the middle of it).
  const items = useDeferredValue(props.items);
  const title = (
    <h2 id={props.titleId} className={`${className}__title`}>
      {props.title}
    </h2>
  );
  if (items) {
    if (items.length === 0) return null;
    return (
      <section className={className} aria-labelledby={props.titleId}>
        {title}
        <ul className={`${className}__list`}>
          {items.map((item, index) => (
            <li key={props.itemKey(item)}>{props.renderItem(item, index)}</li>
          ))}
        </ul>
      </section>
    );
  }
  const offline = query.fetchStatus === 'paused' || (!online && query.fetchStatus !== 'fetching');
  if (offline || query.isError) {
    return (
      <section className={className} aria-labelledby={props.titleId}>
        {title}
        <div className={`card ${className}__message`} role={offline ? 'status' : 'alert'}>
          <p>{offline ? props.texts.offline : props.texts.error}</p>
          {!offline && (
            <button type="button" className="button" onClick={() => void query.refetch()}>
              {props.texts.retry}
            </button>
          )}
        </div>
      </section>
    );
  }
  return <>{props.skeleton}</>;
}
