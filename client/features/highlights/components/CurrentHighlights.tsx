import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmployeeHighlightSummary } from '../../../../shared/highlights/highlight-api';
import { NetworkListSection } from '../../../ui/NetworkListSection';
import { Ltr } from '../../../ui/Bidi';
import { RouteLink } from '../../../ui/RouteLink';
import { useCurrentHighlightsOffline } from '../offline/use-offline-highlights';
import { formatHighlightDates } from './format';
import { HighlightCover } from './HighlightCover';
import './highlights.css';

/**
 * « Temps forts du moment »: a self-contained section of the employee space (the home) listing the company's current
 * highlights as cards, from the device's replica until the server answers (and offline). Nothing at all when there is
 * none; while loading, a block of its final size; an error with a retry; offline before the device kept any, that they
 * need the network.
 */
export function CurrentHighlights({ companySlug }: { companySlug: string }) {
  return (
    <Suspense fallback={<CurrentHighlightsSkeleton />}>
      <CurrentHighlightsSection companySlug={companySlug} />
    </Suspense>
  );
}

function CurrentHighlightsSection({ companySlug }: { companySlug: string }) {
  const { t } = useTranslation('highlights');
  const { query } = useCurrentHighlightsOffline(companySlug);
  return (
    <NetworkListSection
      titleId="current-highlights-title"
      className="current-highlights"
      title={t('employee.home_title')}
      query={query}
      items={query.data?.highlights}
      itemKey={(highlight) => highlight.id}
      renderItem={(highlight, index) => <HighlightCard highlight={highlight} eager={index === 0} />}
      texts={{ offline: t('employee.home_offline'), error: t('employee.home_load_error'), retry: t('employee.retry') }}
      skeleton={<CurrentHighlightsSkeleton />}
    />
  );
}

/** A current highlight on the employee's home: cover, title (its page), its days and what it holds for them. */
export function HighlightCard({ highlight, eager = false }: { highlight: EmployeeHighlightSummary; eager?: boolean }) {
  const { t, i18n } = useTranslation('highlights');
  const dates = formatHighlightDates(highlight, i18n.language);
  const counts = [
    highlight.counts.missions > 0 ? t('counts.missions', { count: highlight.counts.missions }) : null,
    highlight.counts.quests > 0 ? t('counts.quests', { count: highlight.counts.quests }) : null,
    highlight.counts.challenges > 0 ? t('counts.challenges', { count: highlight.counts.challenges }) : null,
  ].filter(Boolean);
  return (
    <article className="card highlight-card">
      <HighlightCover coverImage={highlight.coverImage} className="highlight-card__cover" lazy={!eager} />
      <div className="highlight-card__body">
        <h3 className="highlight-card__title">
          <RouteLink to="highlights.show" params={{ highlightId: highlight.id, highlightSlug: highlight.slug }} className="highlight-card__link">
            <bdi>{highlight.title}</bdi>
          </RouteLink>
        </h3>
        {dates && (
          <p className="highlight-card__dates">
            <Ltr>{dates}</Ltr>
          </p>
        )}
        {counts.length > 0 && <p className="muted highlight-card__counts">{counts.join(' · ')}</p>}
      </div>
    </article>
  );
}

function CurrentHighlightsSkeleton() {
  return (
    <div className="current-highlights" aria-busy="true">
      <div className="current-highlights__title highlights-skeleton highlights-skeleton--title" />
      <div className="card highlight-card highlights-skeleton highlights-skeleton--card" />
    </div>
  );
}
