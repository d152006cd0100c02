import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RESULTS_COUNT_CAP } from '../../../../../shared/missions/mission-search.rules';
import type { Thematic } from '../../../../../shared/missions/taxonomy';
import { BottomSheet } from '../../../../ui/BottomSheet';
import type { DiscoveryScope } from '../../api/search-missions';
import { useMissionSearchOffline } from '../../offline/use-offline-missions';
import { SearchFiltersPanel } from './SearchFiltersPanel';
import { EMPTY_FILTERS, type SearchFilters, apiQuery, useFilterErrors } from './search-params';

/**
 * The filters on a phone: a sheet over the results, whose choices apply only
 * with « Voir N missions » (N counted by the search itself with the pending
 * choices); « Effacer » clears them, Escape or × leaves them as they were.
 */
export function FilterSheet(props: {
  scope: DiscoveryScope;
  filters: SearchFilters;
  fixedThematic?: Thematic;
  showPinnedFilter: boolean;
  onApply(filters: SearchFilters): void;
  onClose(): void;
}) {
  const { t } = useTranslation('missions');
  const [pending, setPending] = useState<SearchFilters>(props.filters);
  const withThematic = props.fixedThematic ? { ...pending, thematics: [props.fixedThematic] } : pending;
  const errors = useFilterErrors(withThematic);
  const { query: count, fromReplica } = useMissionSearchOffline(props.scope, apiQuery({ ...withThematic, page: 1 }), errors === null);
  // The previous choices' count is kept while the new one loads: the button says it is counting instead.
  const result = count.isPlaceholderData && !fromReplica ? undefined : count.data;
  const label =
    errors
      ? t('discovery.results.fix_filters')
      : !result
        ? t('discovery.filters.counting')
        : result.totalCapped
          ? t('discovery.filters.show_capped', { count: RESULTS_COUNT_CAP })
          : result.total === 0
            ? t('discovery.filters.show_none')
            : t('discovery.filters.show_results', { count: result.total });
  return (
    <BottomSheet
      title={t('discovery.filters.title')}
      closeLabel={t('discovery.filters.close')}
      onClose={props.onClose}
      className="filter-sheet"
      footer={
        <>
          <button type="button" className="button" onClick={() => setPending({ ...EMPTY_FILTERS, q: pending.q, sort: pending.sort })}>
            {t('discovery.filters.reset')}
          </button>
          <button
            type="button"
            className="button button--primary"
            aria-live="polite"
            disabled={errors !== null || result?.total === 0}
            onClick={() => props.onApply({ ...pending, page: 1 })}
          >
            {label}
          </button>
        </>
      }
    >
      <SearchFiltersPanel
        filters={withThematic}
        onChange={(next) => setPending((current) => ({ ...current, ...next }))}
        errors={errors ?? null}
        fixedThematic={props.fixedThematic}
        showPinnedFilter={props.showPinnedFilter}
        startFolded
      />
    </BottomSheet>
  );
}
