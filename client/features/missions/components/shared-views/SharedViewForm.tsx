import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../../../../shared/errors';
import { SHARED_VIEW_NAME_MAX, type SharedViewKind } from '../../../../../shared/missions/shared-views.rules';
import type { SharedView } from '../../../../../shared/missions/shared-views.schema';
import { useErrorText } from '../../../../lib/error-text';
import { focusFirstError, serverFieldErrors, validateForm, withoutField } from '../../../../lib/form';
import { useOnline } from '../../../../lib/online';
import { Field } from '../../../../ui/Field';
import { showFlash } from '../../../../ui/notifications';
import { useAssociationDirectory } from '../../api/search-associations';
import { PUBLIC_DISCOVERY, useMissionSearch } from '../../api/search-missions';
import { useSaveSharedView } from '../../api/shared-views';
import { SearchFiltersPanel } from '../search/SearchFiltersPanel';
import { ThematicSelect } from '../search/ThematicSelect';
import { type SearchFilters, apiQuery, useFilterErrors } from '../search/search-params';
import { type AssociationViewFilters, associationFiltersOf, associationViewParams, missionFiltersOf, missionViewParams } from './view-filters';
import '../search/search.css';
import './shared-views.css';

// The schema loads beside the form and is awaited when it is sent (docs/architecture.md, 'What a page loads first').
const checker = import('../../../../../shared/missions/shared-views.schema').then((module) => module.sharedViewInputSchema);

/** The errors of the filters (`filters.thematics`...) as the filter panel names them (`thematics`). */
function filterFieldErrors(fields: FieldErrors): FieldErrors {
  return Object.fromEntries(Object.entries(fields).flatMap(([key, messages]) => (key.startsWith('filters.') ? [[key.split('.')[1]!, messages]] : [])));
}

/** How many published missions (associations) the filters find now: what the link will show today. */
function MissionsFound({ filters, enabled }: { filters: SearchFilters; enabled: boolean }) {
  const { t } = useTranslation('missions');
  const search = useMissionSearch(PUBLIC_DISCOVERY, apiQuery({ ...filters, page: 1 }), enabled);
  return (
    <p className="shared-view-form__found" role="status">
      {search.data ? t(search.data.totalCapped ? 'shared_views.form.missions_found_capped' : 'shared_views.form.missions_found', { count: search.data.total }) : ' '}
    </p>
  );
}

function AssociationsFound({ filters }: { filters: AssociationViewFilters }) {
  const { t } = useTranslation('missions');
  const directory = useAssociationDirectory(PUBLIC_DISCOVERY, { q: filters.q.trim() || undefined, thematic: filters.thematic || undefined });
  return (
    <p className="shared-view-form__found" role="status">
      {directory.data ? t('shared_views.form.associations_found', { count: directory.data.total }) : ' '}
    </p>
  );
}

/**
 * A shared view's name and filters (`view` absent: a new one of `kind`). A mission view takes the filters of the public
 * mission search (the same panel), an association view the directory's; the count of what they find today shows as
 * they change. Checked by the server's own schema before sending.
 */
export function SharedViewForm(props: { kind: SharedViewKind; view?: SharedView; onDone(view: SharedView | null): void }) {
  const { t } = useTranslation(['missions', 'errors']);
  const errorText = useErrorText();
  const online = useOnline({ withBrowser: true });
  const form = useRef<HTMLFormElement>(null);
  const save = useSaveSharedView();
  const textId = useId();
  const [name, setName] = useState(props.view?.name ?? '');
  const [missionFilters, setMissionFilters] = useState<SearchFilters>(() => missionFiltersOf(props.kind === 'missionViews' ? (props.view?.filters ?? {}) : {}));
  const [associationFilters, setAssociationFilters] = useState<AssociationViewFilters>(() => associationFiltersOf(props.kind === 'associationViews' ? (props.view?.filters ?? {}) : {}));
  const [fields, setFields] = useState<FieldErrors>({});
  const liveErrors = useFilterErrors(missionFilters);
  const filterErrors = { ...(liveErrors ?? {}), ...filterFieldErrors(fields) };

  const refuse = (next: FieldErrors) => {
    setFields(next);
    requestAnimationFrame(() => focusFirstError(form.current));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const filters = props.kind === 'missionViews' ? missionViewParams(missionFilters) : associationViewParams(associationFilters);
    const values = { kind: props.kind, name, filters };
    const checked = validateForm(await checker, values);
    if (!checked.ok) return refuse(checked.fields);
    setFields({});
    save.mutate(
      { ...values, id: props.view?.id },
      {
        onSuccess: (view) => {
          showFlash('success', t(props.view ? 'shared_views.form.updated' : 'shared_views.form.created', { name: view.name }));
          props.onDone(view);
        },
        onError: (error) => refuse(serverFieldErrors(error)),
      },
    );
  };

  const generalError = save.error && Object.keys(serverFieldErrors(save.error)).length === 0 ? errorText(save.error) : null;
  const title = props.view ? t('shared_views.form.edit_title', { name: props.view.name }) : t(`shared_views.form.new_title.${props.kind}`);
  return (
    <form ref={form} className="form card shared-view-form" onSubmit={submit} noValidate aria-labelledby="shared-view-form-title">
      <h2 id="shared-view-form-title">{title}</h2>
      {generalError && (
        <p className="form__error" role="alert">
          {generalError}
        </p>
      )}
      <Field
        label={t('shared_views.form.name')}
        hint={t('shared_views.form.name_hint')}
        name="name"
        value={name}
        maxLength={SHARED_VIEW_NAME_MAX}
        onChange={(event) => {
          setName(event.target.value);
          setFields((current) => withoutField(current, 'name'));
        }}
        errors={fields.name}
      />
      {fields.filters && (
        <p className="form__error" role="alert">
          {fields.filters.join(' ')}
        </p>
      )}
      {props.kind === 'missionViews' ? (
        <>
          <div className="field">
            <label className="field__label" htmlFor={textId}>
              {t('shared_views.form.text')}
            </label>
            <input
              id={textId}
              name="filters.q"
              type="search"
              value={missionFilters.q}
              maxLength={250}
              aria-invalid={Boolean(filterErrors.q) || undefined}
              onChange={(event) => setMissionFilters({ ...missionFilters, q: event.target.value })}
            />
            {filterErrors.q && (
              <span className="field__error" role="alert">
                {filterErrors.q.join(' ')}
              </span>
            )}
          </div>
          <fieldset className="shared-view-form__filters">
            <legend className="field__label">{t('shared_views.form.filters')}</legend>
            <SearchFiltersPanel
              filters={missionFilters}
              onChange={(next) => {
                setMissionFilters({ ...missionFilters, ...next });
                // The search's own check answers the changed filters from now on.
                setFields((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !key.startsWith('filters'))));
              }}
              errors={filterErrors}
              showPinnedFilter={false}
              startFolded
            />
          </fieldset>
          <MissionsFound filters={missionFilters} enabled={liveErrors === null} />
        </>
      ) : (
        <>
          <div className="form__row">
            <Field
              label={t('shared_views.form.association_text')}
              name="filters.q"
              type="search"
              value={associationFilters.q}
              maxLength={200}
              onChange={(event) => setAssociationFilters({ ...associationFilters, q: event.target.value })}
              errors={filterErrors.q}
            />
            <ThematicSelect name="filters.thematic" value={associationFilters.thematic} onChange={(thematic) => setAssociationFilters({ ...associationFilters, thematic })} />
          </div>
          <AssociationsFound filters={associationFilters} />
        </>
      )}
      <div className="actions">
        <button type="submit" className="button button--primary" disabled={save.isPending || !online}>
          {save.isPending ? t('shared_views.form.saving') : props.view ? t('shared_views.form.save') : t('shared_views.form.create')}
        </button>
        <button type="button" className="button button--ghost" onClick={() => props.onDone(null)}>
          {t('shared_views.form.cancel')}
        </button>
      </div>
      {!online && <p className="form__hint">{t('shared_views.form.offline')}</p>}
    </form>
  );
}
