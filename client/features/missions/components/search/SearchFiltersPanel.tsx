import { type ReactNode, createContext, useContext, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_RADII_KM } from '../../../../../shared/missions/mission-search.rules';
import { MISSION_DURATIONS, MISSION_TYPES, SKILLS, THEMATICS, type Thematic, MAX_THEMATICS } from '../../../../../shared/missions/taxonomy';
import type { FieldErrors } from '../../../../../shared/errors';
import type { Location } from '../../../../../shared/validation/inputs';
import { GeolocationError } from '../../../../lib/geolocation';
import { PlaceInput } from '../../../../ui/PlaceInput';
import { DateInput } from '../../../../ui/DateInput';
import { rememberPosition } from './remembered-position';
import type { SearchFilters } from './search-params';

/** The user's position, for 'Autour de moi' (spec §8: when it fails, 'the location cannot be determined'). */
function currentPosition(): Promise<{ latitude: number; longitude: number }> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) return reject(new GeolocationError());
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      () => reject(new GeolocationError()),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 5 * 60_000 },
    );
  });
}

/** In the phone's sheet the groups start folded; in the side panel of a wide screen, open. */
const StartFolded = createContext(false);

/**
 * A filter group that folds (spec §2 'filters'): closed unless it holds a
 * choice, so a phone sees every group's title at once; the count of choices
 * shows on the title.
 */
function FilterSection(props: { title: string; count: number; children: ReactNode }) {
  const folded = useContext(StartFolded);
  const [open, setOpen] = useState(!folded || props.count > 0);
  return (
    <details className="filters-section" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        <span>{props.title}</span>
        {props.count > 0 && <span className="filters-section__count">{props.count}</span>}
      </summary>
      <div className="filters-section__content">{props.children}</div>
    </details>
  );
}

function Checks<T extends string>(props: {
  legend: string;
  values: readonly T[];
  selected: readonly T[];
  label(value: T): string;
  onChange(selected: T[]): void;
  max?: number;
  hint?: string;
  error?: string[];
}) {
  const full = props.max !== undefined && props.selected.length >= props.max;
  const hintId = useId();
  return (
    <FilterSection title={props.legend} count={props.selected.length}>
      <fieldset className="filters-group" aria-describedby={props.hint ? hintId : undefined}>
        <legend className="visually-hidden">{props.legend}</legend>
        {props.hint && (
          <p className="form__hint" id={hintId}>
            {props.hint}
          </p>
        )}
        <div className="filters-group__options">
          {props.values.map((value) => {
            const checked = props.selected.includes(value);
            const disabled = full && !checked;
            return (
              <label key={value} className={`filters-group__option${disabled ? ' filters-group__option--disabled' : ''}`}>
                <input
                  type="checkbox"
                  checked={checked}
                  disabled={disabled}
                  onChange={() => props.onChange(checked ? props.selected.filter((other) => other !== value) : [...props.selected, value])}
                />
                {props.label(value)}
              </label>
            );
          })}
        </div>
        {props.error && props.error.length > 0 && (
          <span className="field__error" role="alert">
            {props.error.join(' ')}
          </span>
        )}
      </fieldset>
    </FilterSection>
  );
}

/**
 * The filters of the mission search: thematic quick search (3 at most, spec
 * §5), skills, type, remote, tax-exempt, duration, dates, a place (a city from
 * the suggestions, or 'Autour de moi') with a radius, and 'pinned only'.
 */
export function SearchFiltersPanel(props: {
  filters: SearchFilters;
  onChange(next: Partial<SearchFilters>): void;
  errors: FieldErrors | null;
  /** On /s-engager-pour/{slug} the thematic is the page's own. */
  fixedThematic?: Thematic;
  showPinnedFilter: boolean;
  /** The groups start folded (but those holding a choice): the phone's sheet. */
  startFolded?: boolean;
}) {
  const { t } = useTranslation(['missions', 'common']);
  const { filters, onChange, errors } = props;
  const [locating, setLocating] = useState(false);
  const [geoError, setGeoError] = useState<string | null>(null);
  const radiusId = useId();

  // A place without a label is the user's own position ('Autour de moi'), whatever the language.
  const aroundMeActive = Boolean(filters.place && !filters.place.label);
  const placeValue: Location | null =
    filters.place && filters.place.label
      ? { kind: 'city', label: filters.place.label, country: 'FR', latitude: filters.place.latitude, longitude: filters.place.longitude }
      : null;

  const aroundMe = async () => {
    setLocating(true);
    setGeoError(null);
    try {
      const position = await currentPosition();
      rememberPosition(position);
      onChange({ place: { label: '', ...position } });
    } catch (error) {
      setGeoError(error instanceof GeolocationError ? error.message : t('common:geolocation.unavailable'));
    } finally {
      setLocating(false);
    }
  };

  return (
    <StartFolded.Provider value={props.startFolded ?? false}>
      <div className="filters-sections">
        {!props.fixedThematic && (
          <Checks
            legend={t('discovery.filters.thematics')}
            hint={t('discovery.filters.thematics_hint', { max: MAX_THEMATICS })}
            values={THEMATICS}
            selected={filters.thematics}
            max={MAX_THEMATICS}
            label={(value) => t(`thematics.${value}`)}
            onChange={(thematics) => onChange({ thematics })}
            error={errors?.thematics}
          />
        )}
        <FilterSection title={t('discovery.filters.place')} count={filters.place ? 1 : 0}>
          <fieldset className="filters-group">
            <legend className="visually-hidden">{t('discovery.filters.place')}</legend>
            <PlaceInput
              label={t('discovery.filters.city')}
              value={placeValue}
              onChange={(place) => onChange({ place: place ? { label: place.label, latitude: place.latitude, longitude: place.longitude } : null })}
              kinds={['city', 'region']}
              error={errors?.lat?.join(' ')}
            />
            <div className="filters-place__actions">
              <button type="button" className="button button--small filters-place__around-me" onClick={aroundMe} disabled={locating}>
                {locating ? t('discovery.filters.locating') : t('discovery.filters.around_me')}
              </button>
              {filters.place && (
                <button type="button" className="button button--small button--ghost" onClick={() => onChange({ place: null })}>
                  {t('discovery.filters.clear_place')}
                </button>
              )}
            </div>
            {aroundMeActive && <p className="form__hint">{t('discovery.filters.around_me_active')}</p>}
            {geoError && (
              <span className="field__error" role="alert">
                {geoError}
              </span>
            )}
            <div className="field">
              <label className="field__label" htmlFor={radiusId}>
                {t('discovery.filters.radius')}
              </label>
              <select id={radiusId} value={filters.radiusKm} disabled={!filters.place} onChange={(event) => onChange({ radiusKm: Number(event.target.value) })}>
                {[...new Set([...SEARCH_RADII_KM, filters.radiusKm])].sort((a, b) => a - b).map((km) => (
                  <option key={km} value={km}>
                    {t('discovery.filters.radius_km', { km })}
                  </option>
                ))}
              </select>
            </div>
          </fieldset>
        </FilterSection>
        <FilterSection title={t('discovery.filters.dates')} count={(filters.from ? 1 : 0) + (filters.to ? 1 : 0)}>
          <fieldset className="filters-group">
            <legend className="visually-hidden">{t('discovery.filters.dates')}</legend>
        <div className="filters-dates">
          <DateInput label={t('discovery.filters.from')} name="from" value={filters.from} errors={errors?.from} onChange={(from) => onChange({ from })} />
          <DateInput label={t('discovery.filters.to')} name="to" value={filters.to} errors={errors?.to} onChange={(to) => onChange({ to })} />
        </div>
        <p className="form__hint">{t('discovery.filters.dates_hint')}</p>
          </fieldset>
        </FilterSection>
        <Checks legend={t('discovery.filters.duration')} values={MISSION_DURATIONS} selected={filters.durations} label={(value) => t(`durations.${value}`)} onChange={(durations) => onChange({ durations })} />
        <Checks legend={t('discovery.filters.type')} values={MISSION_TYPES} selected={filters.types} label={(value) => t(`mission_types.${value}`)} onChange={(types) => onChange({ types })} />
        <FilterSection title={t('discovery.filters.more')} count={[filters.remote, filters.taxExempt, filters.onlyPinned].filter(Boolean).length}>
          <fieldset className="filters-group">
            <legend className="visually-hidden">{t('discovery.filters.more')}</legend>
            <div className="filters-group__options">
              <label className="filters-group__option">
                <input type="checkbox" checked={filters.remote} onChange={(event) => onChange({ remote: event.target.checked })} />
                {t('discovery.filters.remote')}
              </label>
              <label className="filters-group__option">
                <input type="checkbox" checked={filters.taxExempt} onChange={(event) => onChange({ taxExempt: event.target.checked })} />
                {t('discovery.filters.tax_exempt')}
              </label>
              {props.showPinnedFilter && (
                <label className="filters-group__option">
                  <input type="checkbox" checked={filters.onlyPinned} onChange={(event) => onChange({ onlyPinned: event.target.checked })} />
                  {t('discovery.filters.only_pinned')}
                </label>
              )}
            </div>
          </fieldset>
        </FilterSection>
        <Checks legend={t('discovery.filters.skills')} values={SKILLS} selected={filters.skills} label={(value) => t(`skills.${value}`)} onChange={(skills) => onChange({ skills })} />
      </div>
    </StartFolded.Provider>
  );
}
