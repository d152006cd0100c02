import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TeamBuildingFilters as Filters } from '../../../../shared/team-building/team-building-api';
import { EMPTY_TEAM_BUILDING_FILTERS, TEAM_BUILDING_MAX_RADIUS_KM, readTeamBuildingFilters, teamBuildingFilterParams } from '../../../../shared/team-building/team-building-filters';
import { TEAM_BUILDING_DURATIONS } from '../../../../shared/team-building/team-building.rules';
import { Field, SelectField } from '../../../ui/Field';
import { PlaceInput } from '../../../ui/PlaceInput';
import { ThematicsInput } from '../../../ui/ThematicsInput';
import './team-building.css';

const FILTER_KEYS = ['thematics', 'duration', 'group_size', 'city', 'lat', 'lng', 'radius_km'];

/** The list's filters, kept in the page's address (a link opens the same list); other parameters (`bar_tab`) stay. */
export function useTeamBuildingFilters(): [Filters, (next: Filters) => void] {
  const [params, setParams] = useSearchParams();
  const filters = readTeamBuildingFilters(params);
  const set = (next: Filters) =>
    setParams(
      (current) => {
        const merged = new URLSearchParams(current);
        for (const key of FILTER_KEYS) merged.delete(key);
        for (const [key, value] of Object.entries(teamBuildingFilterParams(next))) merged.set(key, value);
        return merged;
      },
      { replace: true },
    );
  return [filters, set];
}

/** Spec §2 team-building screens: filter by thematics, duration, group size, and distance from a chosen city. */
export function TeamBuildingFilters(props: { value: Filters; onChange(next: Filters): void; results?: number }) {
  const { t } = useTranslation('team-building');
  const { value, onChange } = props;
  const near = value.near;
  return (
    <details className="card team-building-filters" open>
      <summary>
        <strong>{t('filters.legend')}</strong>
        {props.results !== undefined && <span className="muted"> · {t('filters.results', { count: props.results })}</span>}
      </summary>
      <div className="team-building-filters__grid">
        <SelectField
          label={t('filters.duration')}
          value={value.duration ?? ''}
          onChange={(event) => onChange({ ...value, duration: (TEAM_BUILDING_DURATIONS as readonly string[]).includes(event.target.value) ? (event.target.value as Filters['duration']) : null })}
        >
          <option value="">{t('filters.duration_any')}</option>
          {TEAM_BUILDING_DURATIONS.map((duration) => (
            <option key={duration} value={duration}>
              {t(`durations.${duration}`)}
            </option>
          ))}
        </SelectField>
        <Field
          label={t('filters.group_size')}
          type="number"
          inputMode="numeric"
          min={1}
          value={value.groupSize ?? ''}
          onChange={(event) => {
            const size = Number(event.target.value);
            onChange({ ...value, groupSize: Number.isInteger(size) && size >= 1 && size <= 1000 ? size : null });
          }}
        />
        <div className="team-building-filters__near">
          <PlaceInput
            label={t('filters.city')}
            value={near ? { kind: 'city', label: near.label, latitude: near.latitude, longitude: near.longitude, country: 'FR' } : null}
            onChange={(place) => onChange({ ...value, near: place ? { label: place.city ?? place.label, latitude: place.latitude, longitude: place.longitude } : null })}
          />
          <Field
            label={t('filters.radius')}
            type="number"
            inputMode="numeric"
            min={1}
            max={TEAM_BUILDING_MAX_RADIUS_KM}
            disabled={!near}
            value={value.radiusKm}
            onChange={(event) => {
              const radius = Number(event.target.value);
              if (Number.isInteger(radius) && radius >= 1 && radius <= TEAM_BUILDING_MAX_RADIUS_KM) onChange({ ...value, radiusKm: radius });
            }}
          />
        </div>
      </div>
      <ThematicsInput legend={t('filters.thematics')} hint={t('filters.thematics_hint')} value={value.thematics} onChange={(thematics) => onChange({ ...value, thematics })} />
      <button type="button" className="button button--ghost" onClick={() => onChange(EMPTY_TEAM_BUILDING_FILTERS)}>
        {t('filters.reset')}
      </button>
    </details>
  );
}
