import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Location, LocationKind } from '../../shared/validation/inputs';
import { validationMessage } from '../../shared/validation/messages';
import { ApiError, apiFetch } from '../lib/api';
import { locateCurrentPlace } from '../lib/geolocation';
import { useOnline } from '../lib/online';
import './media-inputs.css';

/** Keystrokes closer together than this make one query. */
export const PLACE_SEARCH_DEBOUNCE_MS = 250;

type SearchStatus = 'idle' | 'loading' | 'done' | 'error' | 'offline';

const sameLabel = (a: string, b: string) => a.trim().toLocaleLowerCase('fr') === b.trim().toLocaleLowerCase('fr');

/** The city part of a place (an address keeps its city's name, postal code and coordinates). */
function cityOf(place: Location): Location {
  if (place.kind !== 'address') return place;
  return { ...place, kind: 'city', label: place.city ?? place.label };
}

/** The street typed before the city in an address label ('12 rue de la Paix, 75002 Paris' -> '12 rue de la Paix'). */
function streetOf(place: Location | null): string {
  if (!place || place.kind !== 'address') return '';
  const comma = place.label.lastIndexOf(', ');
  return comma > 0 ? place.label.slice(0, comma) : '';
}

/** An address on a chosen city: the street typed by the user, the city's coordinates. */
export function addressOn(city: Location, street: string): Location {
  const trimmed = street.trim();
  if (trimmed === '') return city;
  const place = [city.postalCode, city.city ?? city.label].filter(Boolean).join(' ');
  return { ...city, kind: 'address', city: city.city ?? city.label, label: `${trimmed}, ${place}` };
}

/**
 * Spec §5: a city or location is chosen from the suggestions (free text is
 * refused) and a city cannot be chosen twice (`excludeLabels`). An ARIA 1.2
 * combobox: typing queries GET /api/v1/places (debounced), arrows move in the
 * list, Enter chooses, Escape closes. With `allowAddress`, once a city is
 * chosen the street can be typed; the place is then an address with the city's
 * coordinates.
 */
export function PlaceInput(props: {
  value: Location | null;
  onChange(place: Location | null): void;
  kinds?: LocationKind[];
  allowAddress?: boolean;
  label: string;
  error?: string;
  excludeLabels?: string[];
}) {
  const { t } = useTranslation();
  const id = useId();
  const listId = `${id}-list`;
  const kinds = props.kinds ?? ['city'];
  const kindsKey = kinds.join(',');
  const online = useOnline({ withBrowser: true });

  const chosenCity = props.value ? cityOf(props.value) : null;
  const [text, setText] = useState(chosenCity?.label ?? '');
  const [street, setStreet] = useState(streetOf(props.value));
  const [open, setOpen] = useState(false);
  const [suggestions, setSuggestions] = useState<Location[]>([]);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState<SearchStatus>('idle');
  const [localError, setLocalError] = useState<string | null>(null);
  const [locating, setLocating] = useState(false);
  const [query, setQuery] = useState('');

  // When the form replaces the value (reset, loaded data), the fields show it.
  const shownLabel = chosenCity?.label ?? null;
  const valueLabel = props.value?.label ?? null;
  const latestValue = useRef(props.value);
  latestValue.current = props.value;
  useEffect(() => {
    if (shownLabel !== null) setText(shownLabel);
    const given = streetOf(latestValue.current);
    setStreet((current) => (current.trim() === given ? current : given));
  }, [shownLabel, valueLabel]);
  const latestText = useRef(text);
  latestText.current = text;

  // Debounced search; a newer query aborts the previous one.
  useEffect(() => {
    const q = query.trim();
    if (q === '') {
      setSuggestions([]);
      setStatus('idle');
      return;
    }
    if (!online) {
      setStatus('offline');
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setStatus('loading');
      apiFetch<{ places: Location[] }>('/places', { query: { q, kinds: kindsKey }, signal: controller.signal })
        .then(({ places }) => {
          setSuggestions(places);
          setActive(places.length > 0 ? 0 : -1);
          setStatus('done');
        })
        .catch((error: unknown) => {
          if ((error as Error)?.name === 'AbortError') return;
          setSuggestions([]);
          setStatus(error instanceof ApiError && error.code === 'NETWORK' ? 'offline' : 'error');
        });
    }, PLACE_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, kindsKey, online]);

  const choose = (place: Location) => {
    if (props.excludeLabels?.some((label) => sameLabel(label, place.label))) {
      setLocalError(validationMessage('city_duplicate'));
      setOpen(false);
      return;
    }
    setLocalError(null);
    setText(place.label);
    setQuery('');
    setOpen(false);
    setSuggestions([]);
    setStatus('idle');
    props.onChange(props.allowAddress && place.kind === 'city' ? addressOn(place, street) : place);
  };

  const onType = (next: string) => {
    setText(next);
    setQuery(next);
    setOpen(true);
    setLocalError(null);
    // Typing again undoes the choice: only a suggestion carries coordinates.
    if (props.value) props.onChange(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) setOpen(true);
      if (suggestions.length > 0) setActive((current) => (current + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (suggestions.length > 0) setActive((current) => (current <= 0 ? suggestions.length - 1 : current - 1));
    } else if (event.key === 'Enter') {
      if (open && active >= 0 && suggestions[active]) {
        event.preventDefault();
        choose(suggestions[active]!);
      } else if (text.trim() !== '' && !props.value) {
        event.preventDefault();
        setLocalError(validationMessage('location_from_suggestions'));
      }
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setOpen(false);
      }
    }
  };

  const onBlur = () => {
    // Let a click on an option land before closing.
    setTimeout(() => {
      setOpen(false);
      if (latestText.current.trim() !== '' && !latestValue.current) setLocalError((error) => error ?? validationMessage('location_from_suggestions'));
    }, 150);
  };

  const onStreet = (next: string) => {
    setStreet(next);
    if (chosenCity) props.onChange(addressOn(chosenCity, next));
  };

  const useMyPosition = async () => {
    setLocating(true);
    setLocalError(null);
    try {
      choose(await locateCurrentPlace());
    } catch (error) {
      setLocalError((error as Error).message);
    } finally {
      setLocating(false);
    }
  };

  const messages = [...(localError ? [localError] : []), ...(props.error ? [props.error] : [])];
  const showList = open && query.trim() !== '';
  const statusText =
    status === 'loading'
      ? t('places.searching')
      : status === 'error'
        ? t('places.error')
        : status === 'offline'
          ? t('places.offline')
          : status === 'done' && suggestions.length === 0
            ? t('places.no_results', { query: query.trim() })
            : null;
  const optionId = (index: number) => `${id}-option-${index}`;

  return (
    <div className="field place-input">
      <label className="field__label" htmlFor={`${id}-input`}>
        {props.label}
      </label>
      <div className="place-input__box">
        <input
          id={`${id}-input`}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={showList && suggestions.length > 0}
          aria-controls={listId}
          aria-activedescendant={showList && active >= 0 && suggestions[active] ? optionId(active) : undefined}
          aria-invalid={messages.length > 0 || undefined}
          aria-describedby={messages.length > 0 ? `${id}-error` : undefined}
          placeholder={kinds.includes('region') ? t('places.placeholder_region') : t('places.placeholder')}
          value={text}
          onChange={(event) => onType(event.target.value)}
          onKeyDown={onKeyDown}
          onFocus={() => text.trim() !== '' && !props.value && setOpen(true)}
          onBlur={onBlur}
        />
        {text !== '' && (
          <button
            type="button"
            className="button button--ghost"
            aria-label={t('places.clear')}
            onClick={() => {
              setText('');
              setQuery('');
              setStreet('');
              setLocalError(null);
              props.onChange(null);
            }}
          >
            ×
          </button>
        )}
        {kinds.includes('city') && typeof navigator !== 'undefined' && 'geolocation' in navigator && (
          <button type="button" className="button button--ghost" onClick={useMyPosition} disabled={locating || !online}>
            {locating ? t('places.locating') : t('places.use_my_position')}
          </button>
        )}
      </div>
      <ul id={listId} role="listbox" aria-label={t('places.suggestions')} className="place-input__list" hidden={!showList || suggestions.length === 0}>
        {suggestions.map((place, index) => (
          <li
            key={`${place.kind}-${place.label}-${place.postalCode ?? ''}-${index}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={`place-input__option${index === active ? ' place-input__option--active' : ''}`}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(place)}
            onMouseEnter={() => setActive(index)}
          >
            <span className="place-input__name">{place.label}</span>{' '}
            <span className="place-input__detail">
              {[place.postalCode, place.region, t(`places.kind_${place.kind}`)].filter(Boolean).join(' · ')}
            </span>
          </li>
        ))}
      </ul>
      {showList && statusText && (
        <p className="field__hint" role="status">
          {statusText}
        </p>
      )}

      {props.allowAddress && chosenCity?.kind === 'city' && (
        <div className="field">
          <label className="field__label" htmlFor={`${id}-street`}>
            {t('places.street')}
          </label>
          <span className="field__hint">{t('places.street_hint')}</span>
          <input id={`${id}-street`} type="text" autoComplete="address-line1" maxLength={200} value={street} onChange={(event) => onStreet(event.target.value)} />
        </div>
      )}

      {messages.length > 0 && (
        <span className="field__error" id={`${id}-error`} role="alert">
          {messages.join(' ')}
        </span>
      )}
    </div>
  );
}
