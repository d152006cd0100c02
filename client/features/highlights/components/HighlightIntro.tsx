import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Quote } from '../../../../shared/programs/program.schema';
import { Ltr } from '../../../ui/Bidi';
import { formatHighlightDates } from './format';
import { HighlightCover } from './HighlightCover';
import './highlights.css';

/** The top of a highlight's page: cover, title, its days (with a badge), a notice, the description and the quote. */
export function HighlightIntro(props: {
  highlight: { title: string; description: string | null; coverImage: string | null; startsOn: string | null; endsOn: string | null; quote: Quote | null };
  badge?: ReactNode;
  notice?: ReactNode;
}) {
  const { i18n } = useTranslation();
  const { highlight } = props;
  const dates = formatHighlightDates(highlight, i18n.language);
  return (
    <>
      <HighlightCover coverImage={highlight.coverImage} className="highlight-page__cover" lazy={false} />
      <div className="highlight-page__head">
        <h1 dir="auto">{highlight.title}</h1>
        {(dates || props.badge) && (
          <p className="highlight-page__dates">
            {dates && <Ltr>{dates}</Ltr>}
            {props.badge}
          </p>
        )}
      </div>
      {props.notice && <p className="highlight-page__notice">{props.notice}</p>}
      {highlight.description && (
        <p className="highlight-page__description" dir="auto">
          {highlight.description}
        </p>
      )}
      {highlight.quote && (
        <blockquote className={`highlight-quote${highlight.quote.media ? ' highlight-quote--media' : ''}`}>
          {highlight.quote.media && <img className="highlight-quote__media" src={highlight.quote.media} alt="" width={96} height={96} loading="lazy" decoding="async" />}
          <p dir="auto">« {highlight.quote.content} »</p>
          <footer>
            — <bdi>{highlight.quote.author}</bdi>
          </footer>
        </blockquote>
      )}
    </>
  );
}
