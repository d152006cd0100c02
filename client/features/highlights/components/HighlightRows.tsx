import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { HighlightCounts } from '../../../../shared/highlights/highlight-api';
import type { HighlightState } from '../../../../shared/highlights/highlight.machine';
import { Ltr } from '../../../ui/Bidi';
import { RouteLink } from '../../../ui/RouteLink';
import { formatHighlightDates } from './format';
import { HighlightCover } from './HighlightCover';
import './highlights.css';

export interface HighlightRowItem {
  id: number;
  title: string;
  coverImage: string | null;
  startsOn: string | null;
  endsOn: string | null;
  state: HighlightState;
  counts: Partial<HighlightCounts>;
  /** The route of its page in the current space, with its parameters. */
  link: { to: string; params: Record<string, number> };
  /** Beside the state: « Sélectionné », how many companies picked it... */
  extra?: ReactNode;
}

/** Highlights as rows (a company's own, the catalogue's offer, the admin's catalogue): cover, state, title, days, content. */
export function HighlightRows({ items, headingLevel = 3 }: { items: HighlightRowItem[]; headingLevel?: 2 | 3 }) {
  const { t, i18n } = useTranslation('highlights');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="highlight-rows">
      {items.map((item) => {
        const dates = formatHighlightDates(item, i18n.language);
        const counts = (['missions', 'quests', 'challenges'] as const)
          .filter((kind) => item.counts[kind] !== undefined)
          .map((kind) => t(`counts.${kind}`, { count: item.counts[kind] }));
        return (
          <li key={item.id} className="card highlight-row">
            <HighlightCover coverImage={item.coverImage} className="highlight-row__cover" />
            <div className="highlight-row__main">
              <span className={`badge badge--highlight-${item.state}`}>{t(`states.${item.state}`)}</span>
              <Heading>
                <RouteLink to={item.link.to} params={item.link.params}>
                  <bdi>{item.title}</bdi>
                </RouteLink>
              </Heading>
              {dates && (
                <p>
                  <Ltr>{dates}</Ltr>
                </p>
              )}
              {counts.length > 0 && <p className="muted">{counts.join(' · ')}</p>}
              {item.extra}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
