import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProgramMissionRef } from '../../../../shared/programs/program-api.schema';
import { QueryStatus } from '../../../ui/QueryStatus';
import { type ProgramsOwner, useMissionCandidates } from '../api/company-programs';

/** The hand-picked missions' names, kept as they are added (the detail gives those already picked). */
export type MissionNames = ReadonlyMap<number, Pick<ProgramMissionRef, 'title' | 'live'>>;

/**
 * A manual selection's missions: the picked ones in order, each removable, and a search among the missions the
 * company's employees can see (the mission search's text search), each addable.
 */
export function MissionPicker(props: {
  owner: ProgramsOwner;
  value: readonly number[];
  names: MissionNames;
  onChange(next: number[], named?: { id: number; title: string }): void;
  errors?: string[];
}) {
  const { t } = useTranslation('programs');
  const id = useId();
  const [text, setText] = useState('');
  const [searched, setSearched] = useState('');
  const [page, setPage] = useState(1);
  const candidates = useMissionCandidates(props.owner, searched, page, true);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearched(text.trim());
    setPage(1);
  };
  const invalid = Boolean(props.errors?.length);
  return (
    <div className="stack program-picker" data-field="missionIds">
      <fieldset className="field choice-group">
        <legend className="field__label">{t('form.picked')}</legend>
        {props.value.length === 0 ? (
          <p className="muted">{t('form.picked_none')}</p>
        ) : (
          <ol className="program-picker__picked">
            {props.value.map((missionId) => {
              const name = props.names.get(missionId);
              return (
                <li key={missionId}>
                  <span>
                    {name?.title ?? `#${missionId}`}
                    {name && !name.live && <span className="muted"> · {t('form.mission_unavailable')}</span>}
                  </span>
                  <button type="button" className="button button--ghost button--small" onClick={() => props.onChange(props.value.filter((other) => other !== missionId))}>
                    {t('form.remove')}
                    <span className="visually-hidden"> {name?.title}</span>
                  </button>
                </li>
              );
            })}
          </ol>
        )}
        {invalid && (
          <span className="field__error" role="alert">
            {props.errors!.join(' ')}
          </span>
        )}
      </fieldset>
      {/* Not a nested form: the search is sent by its own button (Enter in the field too). */}
      <div className="program-picker__search" role="search">
        <div className="field">
          <label className="field__label" htmlFor={id}>
            {t('form.mission_search')}
          </label>
          <input
            id={id}
            type="search"
            value={text}
            maxLength={200}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') submit(event);
            }}
          />
        </div>
        <button type="button" className="button" onClick={submit}>
          {t('form.mission_search_submit')}
        </button>
      </div>
      <QueryStatus query={candidates}>
        {(result) =>
          result.missions.length === 0 ? (
            <p className="muted">{t('form.candidates_none')}</p>
          ) : (
            <>
              <ul className="program-picker__candidates" aria-label={t('form.candidates')}>
                {result.missions.map((mission) => {
                  const picked = props.value.includes(mission.id);
                  return (
                    <li key={mission.id}>
                      <span>
                        <strong>{mission.title}</strong>
                        {mission.association && <span className="muted"> · {mission.association.name}</span>}
                      </span>
                      <button
                        type="button"
                        className="button button--small"
                        disabled={picked}
                        onClick={() => props.onChange([...props.value, mission.id], { id: mission.id, title: mission.title })}
                      >
                        {picked ? t('form.mission_added') : t('form.add')}
                        <span className="visually-hidden"> {mission.title}</span>
                      </button>
                    </li>
                  );
                })}
              </ul>
              {result.total > result.page * result.pageSize && (
                <button type="button" className="button button--ghost button--small" onClick={() => setPage(page + 1)}>
                  {t('form.more_candidates')}
                </button>
              )}
            </>
          )
        }
      </QueryStatus>
    </div>
  );
}
