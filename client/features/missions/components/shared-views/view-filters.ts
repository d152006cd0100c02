import type { TFunction } from 'i18next';
import { formatDate } from '../../../../../shared/i18n/languages';
import type { SharedViewKind } from '../../../../../shared/missions/shared-views.rules';
import { THEMATICS, type Thematic } from '../../../../../shared/missions/taxonomy';
import { type SearchFilters, filtersFromParams, paramsFromFilters } from '../search/search-params';

/** An association view's filters: the directory's. */
export interface AssociationViewFilters {
  q: string;
  thematic: Thematic | '';
}

const isThematic = (value: string | undefined): value is Thematic => (THEMATICS as readonly string[]).includes(value ?? '');

/** A mission view's stored filters as the search page's (they are its URL parameters). */
export function missionFiltersOf(filters: Readonly<Record<string, string>>): SearchFilters {
  return filtersFromParams(new URLSearchParams(filters));
}

/** The mission search's filters as a view keeps them: its URL parameters, without page nor sort. */
export function missionViewParams(filters: SearchFilters): Record<string, string> {
  return Object.fromEntries(paramsFromFilters({ ...filters, page: 1, sort: '' }));
}

export function associationFiltersOf(filters: Readonly<Record<string, string>>): AssociationViewFilters {
  return { q: filters.q ?? '', thematic: isThematic(filters.thematic) ? filters.thematic : '' };
}

export function associationViewParams(filters: AssociationViewFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.q.trim()) params.q = filters.q.trim();
  if (filters.thematic) params.thematic = filters.thematic;
  return params;
}

/** The filters of a view in words (« Environnement », « À distance », « Paris (20 km) »...), for its list and its page. */
export function describeViewFilters(kind: SharedViewKind, stored: Readonly<Record<string, string>>, t: TFunction<'missions'>): string[] {
  if (kind === 'associationViews') {
    const filters = associationFiltersOf(stored);
    return [...(filters.q ? [t('shared_views.summary.text', { text: filters.q })] : []), ...(filters.thematic ? [t(`thematics.${filters.thematic}`)] : [])];
  }
  const filters = missionFiltersOf(stored);
  const words: string[] = [];
  if (filters.q) words.push(t('shared_views.summary.text', { text: filters.q }));
  for (const thematic of filters.thematics) words.push(t(`thematics.${thematic}`));
  for (const type of filters.types) words.push(t(`mission_types.${type}`));
  for (const duration of filters.durations) words.push(t(`durations.${duration}`));
  for (const skill of filters.skills) words.push(t(`skills.${skill}`));
  if (filters.remote) words.push(t('discovery.filters.remote'));
  if (filters.taxExempt) words.push(t('discovery.filters.tax_exempt'));
  if (filters.onlyPinned) words.push(t('discovery.filters.only_pinned'));
  if (filters.from) words.push(t('shared_views.summary.from', { date: formatDate(filters.from) }));
  if (filters.to) words.push(t('shared_views.summary.to', { date: formatDate(filters.to) }));
  if (filters.place) {
    words.push(filters.place.label ? t('shared_views.summary.place', { place: filters.place.label, km: filters.radiusKm }) : t('shared_views.summary.around', { km: filters.radiusKm }));
  }
  return words;
}

