import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HighlightContentItem } from '../../../../shared/highlights/highlight-api';
import type { MissionCard } from '../../../../shared/missions/mission-search.schema';
import { type HighlightOwner, useMissionOptions } from '../api/manage-highlights';

/** A picked mission as the form keeps it: what the list of picks shows. */
export const pickedOf = (mission: MissionCard): HighlightContentItem => ({ id: mission.id, title: mission.title, detail: mission.association?.name ?? null, shown: true });

/**
 * The missions of a highlight: the ones picked, in order, each with « Retirer » (and whether employees see it today),
 * then a search among the missions the highlight may show (the company's employees' or, for the catalogue, the
 * public's), each with « Ajouter ». A search field inside the highlight's form: Enter searches, never sends the form.
 */
export function MissionPicker(props: { owner: HighlightOwner; value: HighlightContentItem[]; onChange(next: HighlightContentItem[]): void; errors?: string[] }) {
  const { t } = useTranslation('highlights');
  const id = useId();
  const [typed, setTyped] = useState('');
  const [text, setText] = useState('');
  const results = useMissionOptions(props.owner, text);
  const picked = new Set(props.value.map((mission) => mission.id));
  const invalid = Boolean(props.errors?.length);
  const search = () => setText(typed.trim());
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    search();
  };

  return (
    <fieldset className="field highlight-picker" data-field="missionIds" aria-describedby={[`${id}-hint`, invalid ? `${id}-error` : null].filter(Boolean).join(' ')}>
      <legend className="field__label">{t('form.missions_legend')}</legend>
      <span className="field__hint" id={`${id}-hint`}>
        {props.owner.kind === 'company' ? t('form.missions_hint_company') : t('form.missions_hint_catalogue')}
      </span>
      {props.value.length === 0 ? (
        <p className="muted highlight-picker__none">{t('form.missions_none')}</p>
      ) : (
        <ol className="highlight-picker__picked" aria-label={t('form.missions_picked')}>
          {props.value.map((mission) => (
            <li key={mission.id} className="highlight-picker__item">
              <span className="highlight-picker__text">
                <bdi className="highlight-picker__title">{mission.title}</bdi>
                {mission.detail && <span className="muted">{mission.detail}</span>}
                {!mission.shown && <span className="badge badge--warning">{t('form.not_shown')}</span>}
              </span>
              <button type="button" className="button button--small button--ghost" onClick={() => props.onChange(props.value.filter((other) => other.id !== mission.id))}>
                {t('form.mission_remove')}
                <span className="visually-hidden"> {mission.title}</span>
              </button>
            </li>
          ))}
        </ol>
      )}
      <div className="highlight-picker__search">
        <label className="field__label" htmlFor={`${id}-search`}>
          {t('form.mission_search')}
        </label>
        <div className="search-form__row">
          <input
            id={`${id}-search`}
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={onKeyDown}
            autoComplete="off"
            aria-invalid={invalid || undefined}
          />
          <button type="button" className="button" onClick={search}>
            {t('form.mission_search_submit')}
          </button>
        </div>
      </div>
      <div className="highlight-picker__results" aria-busy={results.isFetching} aria-live="polite">
        {results.data ? (
          results.data.missions.length === 0 ? (
            <p className="muted">{t('form.mission_results_none')}</p>
          ) : (
            <ul className="highlight-picker__list" aria-label={t('form.mission_results')}>
              {results.data.missions.map((mission) => (
                <li key={mission.id} className="highlight-picker__item">
                  <span className="highlight-picker__text">
                    <bdi className="highlight-picker__title">{mission.title}</bdi>
                    <span className="muted">{[mission.association?.name, mission.place?.city].filter(Boolean).join(' · ')}</span>
                  </span>
                  <button
                    type="button"
                    className="button button--small"
                    disabled={picked.has(mission.id)}
                    onClick={() => props.onChange([...props.value, pickedOf(mission)])}
                  >
                    {picked.has(mission.id) ? t('form.mission_added') : t('form.mission_add')}
                    <span className="visually-hidden"> {mission.title}</span>
                  </button>
                </li>
              ))}
            </ul>
          )
        ) : results.isError ? (
          <p role="alert">{t('form.mission_results_error')}</p>
        ) : (
          <div className="highlight-picker__skeleton" aria-hidden="true" />
        )}
      </div>
      {invalid && (
        <span className="field__error" id={`${id}-error`} role="alert">
          {props.errors!.join(' ')}
        </span>
      )}
    </fieldset>
  );
}
