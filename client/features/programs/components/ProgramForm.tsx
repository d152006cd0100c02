import { type FormEvent, type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../../../shared/errors';
import type { MissionCard } from '../../../../shared/missions/mission-search.schema';
import { MAX_THEMATICS, MISSION_DURATIONS, MISSION_TYPES, SKILLS } from '../../../../shared/missions/taxonomy';
import type { CompanyProgramDetail, ProgramAssociationRef } from '../../../../shared/programs/program-api.schema';
import { PROGRAM_MISSION_SELECTION_MODES, PROGRAM_NAME_MAX_LENGTH, SELECTABLE_ATTENDABILITIES } from '../../../../shared/programs/program.rules';
import type { ProgramInput } from '../../../../shared/programs/program.schema';
import { useErrorText } from '../../../lib/error-text';
import { checkForm, focusFirstError, serverFieldErrors, validateForm } from '../../../lib/form';
import { CheckboxGroup } from '../../../ui/CheckboxGroup';
import { ThematicsInput } from '../../../ui/ThematicsInput';
import { CheckboxField, Field, TextAreaField } from '../../../ui/Field';
import { ImageInput } from '../../../ui/ImageInput';
import { type ProgramsOwner, useProgramPreview, useSaveProgram } from '../api/company-programs';
import { AssociationPicker } from './AssociationPicker';
import { CountriesInput } from './CountriesInput';
import { type MissionNames, MissionPicker } from './MissionPicker';
import { ProgramPreviewPanel } from './ProgramPreviewPanel';
import { type ProgramFormValues, initialProgramValues, programInputOf } from './program-form-values';
import './programs.css';

// The server's schema checks the form before it is sent: it loads with the form, in parallel, not as part of the page.
const programChecker = import('../../../../shared/programs/program.schema').then((module) => module.programInputSchema);

/** How long the form waits after the last change before it asks for the preview again. */
const PREVIEW_DELAY_MS = 400;
const DEFAULT_COLOUR = '#2E7D32';

/** The error key of a value whose name differs in the schema (the filters and the quote are nested there). */
const FIELD_KEYS: Partial<Record<keyof ProgramFormValues, string>> = {
  durations: 'filters.durations',
  skills: 'filters.skills',
  missionTypes: 'filters.missionTypes',
  attendabilities: 'filters.attendabilities',
  remoteOnly: 'filters.remoteOnly',
  taxExemptOnly: 'filters.taxExemptOnly',
  quoteAuthor: 'quote.author',
  quoteContent: 'quote.content',
  quoteMedia: 'quote.media',
};

/** A quest the selection may name (the company's quests, when it has them). */
export interface ProgramQuestOption {
  id: number;
  title: string;
}

/**
 * A selection's form (create and edit, spec §3 Program): presentation, missions (picked by hand, or chosen by filters
 * with a live preview of what they let through), the page's content and its quests. Checked by the server's schema
 * before sending; the server's field messages show beside their inputs and the first one comes into view.
 */
export function ProgramForm(props: {
  owner: ProgramsOwner;
  detail?: CompanyProgramDetail;
  questOptions: readonly ProgramQuestOption[] | null;
  renderMission(mission: MissionCard): ReactNode;
  onSaved(detail: CompanyProgramDetail, created: boolean): void;
}) {
  const { t } = useTranslation(['programs', 'missions']);
  const errorText = useErrorText();
  const save = useSaveProgram(props.owner);
  const form = useRef<HTMLFormElement>(null);
  const previewId = useId();
  const [values, setValues] = useState<ProgramFormValues>(() => initialProgramValues(props.detail));
  const [fields, setFields] = useState<FieldErrors>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [missionNames, setMissionNames] = useState<Map<number, { title: string; live: boolean }>>(
    () => new Map((props.detail?.missionRefs ?? []).map((ref) => [ref.id, { title: ref.title, live: ref.live }])),
  );
  const [associationNames, setAssociationNames] = useState<Map<number, string>>(() => new Map((props.detail?.associations ?? []).map((ref) => [ref.id, ref.name])));
  const set = <K extends keyof ProgramFormValues>(name: K, value: ProgramFormValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    // A field's message goes once the field changes (the next check says it again if it still holds).
    const key = FIELD_KEYS[name] ?? name;
    setFields((current) => (current[key] ? Object.fromEntries(Object.entries(current).filter(([field]) => field !== key)) : current));
  };
  const creating = props.detail === undefined;

  // The live preview: the form as the schema reads it, a moment after the last change (a name still missing or too
  // long does not hold it back: the preview reads the missions' rule only).
  const [previewInput, setPreviewInput] = useState<ProgramInput | null>(null);
  useEffect(() => {
    let cancelled = false;
    const timer = setTimeout(() => {
      void programChecker.then((schema) => {
        const checked = validateForm(schema, { ...programInputOf(values), name: 'Aperçu' });
        if (!cancelled && checked.ok) setPreviewInput(checked.data);
      });
    }, PREVIEW_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [values]);
  const preview = useProgramPreview(props.owner, previewInput);
  const unchanged = previewInput === null && props.detail !== undefined;

  const errors = (name: string) => fields[name];
  const submit = async (publish: boolean) => {
    setBanner(null);
    const checked = checkForm(await programChecker, programInputOf(values), form.current);
    if (!checked.ok) return setFields(checked.fields);
    setFields({});
    try {
      const detail = await save.mutateAsync(props.detail ? { id: props.detail.program.id, input: checked.data } : { id: null, input: { ...checked.data, publish } });
      props.onSaved(detail, creating);
    } catch (error) {
      setFields(serverFieldErrors(error));
      setBanner(errorText(error));
      requestAnimationFrame(() => focusFirstError(form.current));
    }
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    void submit(submitter?.value !== 'hidden');
  };

  const missionNamesView: MissionNames = missionNames;
  const questOptions = useMemo(() => props.questOptions ?? [], [props.questOptions]);

  return (
    <div className="program-editor">
      <form ref={form} className="form stack program-editor__form" onSubmit={onSubmit} noValidate>
        {banner && (
          <p className="form__error" role="alert">
            {banner}
          </p>
        )}
        <section className="card stack" aria-labelledby="program-form-presentation">
          <h2 id="program-form-presentation">{t('form.section_presentation')}</h2>
          <Field
            label={t('form.name')}
            hint={t('form.name_hint', { max: PROGRAM_NAME_MAX_LENGTH })}
            name="name"
            value={values.name}
            onChange={(event) => set('name', event.target.value)}
            errors={errors('name')}
            required
          />
          <TextAreaField label={t('form.description')} name="description" value={values.description} onChange={(event) => set('description', event.target.value)} errors={errors('description')} />
          <ImageInput label={t('form.hero_image')} value={values.heroImage} onChange={(url) => set('heroImage', url)} error={errors('heroImage')?.join(' ')} />
          <div className="program-colour" data-field="colour">
            <Field
              label={t('form.colour')}
              hint={values.colour ? undefined : t('form.colour_none')}
              type="color"
              name="colour"
              value={values.colour ?? DEFAULT_COLOUR}
              onChange={(event) => set('colour', event.target.value.toUpperCase())}
              errors={errors('colour')}
            />
            {values.colour && (
              <button type="button" className="button button--ghost button--small" onClick={() => set('colour', null)}>
                {t('form.colour_remove')}
              </button>
            )}
          </div>
          <ThematicsInput
            legend={t('form.thematics')}
            hint={t('form.thematics_hint', { max: MAX_THEMATICS })}
            value={values.thematics}
            onChange={(next) => set('thematics', next)}
            errors={errors('thematics')}
          />
          <CountriesInput value={values.countries} onChange={(next) => set('countries', next)} errors={errors('countries')} />
        </section>

        <section className="card stack" aria-labelledby="program-form-missions">
          <h2 id="program-form-missions">{t('form.section_missions')}</h2>
          <fieldset className="field choice-group" data-field="missionSelectionMode">
            <legend className="field__label">{t('form.mode')}</legend>
            <div className="choice-group__options">
              {PROGRAM_MISSION_SELECTION_MODES.map((mode) => (
                <label key={mode} className="choice-group__option">
                  <input type="radio" name="missionSelectionMode" value={mode} checked={values.missionSelectionMode === mode} onChange={() => set('missionSelectionMode', mode)} />
                  {t(`mission_selection_modes.${mode}`)}
                </label>
              ))}
            </div>
          </fieldset>
          {values.missionSelectionMode === 'manual' ? (
            <MissionPicker
              owner={props.owner}
              value={values.missionIds}
              names={missionNamesView}
              errors={errors('missionIds')}
              onChange={(next, named) => {
                if (named) setMissionNames((current) => new Map(current).set(named.id, { title: named.title, live: true }));
                set('missionIds', next);
              }}
            />
          ) : (
            <div className="stack">
              <p className="muted">{t('form.filters_hint')}</p>
              <CheckboxGroup
                legend={t('form.mission_types')}
                options={MISSION_TYPES}
                labelOf={(type) => t(`missions:mission_types.${type}`)}
                value={values.missionTypes}
                onChange={(next) => set('missionTypes', next)}
                errors={errors('filters.missionTypes')}
              />
              <CheckboxGroup
                legend={t('form.durations')}
                options={MISSION_DURATIONS}
                labelOf={(duration) => t(`missions:durations.${duration}`)}
                value={values.durations}
                onChange={(next) => set('durations', next)}
                errors={errors('filters.durations')}
              />
              <CheckboxGroup
                legend={t('form.attendabilities')}
                options={SELECTABLE_ATTENDABILITIES}
                labelOf={(attendability) => t(`missions:attendabilities.${attendability}`)}
                value={values.attendabilities.filter((value) => (SELECTABLE_ATTENDABILITIES as readonly string[]).includes(value)) as (typeof SELECTABLE_ATTENDABILITIES)[number][]}
                onChange={(next) => set('attendabilities', next)}
                errors={errors('filters.attendabilities')}
              />
              <CheckboxGroup
                legend={t('form.skills')}
                options={SKILLS}
                labelOf={(skill) => t(`missions:skills.${skill}`)}
                value={values.skills}
                onChange={(next) => set('skills', next)}
                errors={errors('filters.skills')}
              />
              <CheckboxField label={t('form.remote_only')} name="filters.remoteOnly" checked={values.remoteOnly} onChange={(event) => set('remoteOnly', event.target.checked)} />
              <CheckboxField
                label={t('form.tax_exempt_only')}
                name="filters.taxExemptOnly"
                checked={values.taxExemptOnly}
                onChange={(event) => set('taxExemptOnly', event.target.checked)}
              />
              <AssociationPicker
                owner={props.owner}
                value={values.associationIds}
                names={associationNames}
                errors={errors('associationIds')}
                onChange={(next, named?: ProgramAssociationRef) => {
                  if (named) setAssociationNames((current) => new Map(current).set(named.id, named.name));
                  set('associationIds', next);
                }}
              />
              {/* The catalogue has no company: no missions of its own to include. */}
              {props.owner.kind === 'company' && (
                <CheckboxField
                  label={t('form.include_company_missions')}
                  name="includeCompanyMissions"
                  checked={values.includeCompanyMissions}
                  onChange={(event) => set('includeCompanyMissions', event.target.checked)}
                />
              )}
              <CheckboxField
                label={t('form.accepts_tax_exemption')}
                name="acceptsTaxExemption"
                checked={values.acceptsTaxExemption}
                onChange={(event) => set('acceptsTaxExemption', event.target.checked)}
              />
            </div>
          )}
        </section>

        <section className="card stack" aria-labelledby="program-form-content">
          <h2 id="program-form-content">{t('form.section_content')}</h2>
          <ImageInput label={t('form.top_media')} value={values.topMedia} onChange={(url) => set('topMedia', url)} error={errors('topMedia')?.join(' ')} />
          <fieldset className="field stack program-quote-fields">
            <legend className="field__label">{t('form.quote')}</legend>
            <TextAreaField label={t('form.quote_content')} name="quote.content" value={values.quoteContent} onChange={(event) => set('quoteContent', event.target.value)} errors={errors('quote.content')} />
            <Field label={t('form.quote_author')} name="quote.author" value={values.quoteAuthor} onChange={(event) => set('quoteAuthor', event.target.value)} errors={errors('quote.author')} />
            <ImageInput label={t('form.quote_media')} value={values.quoteMedia} onChange={(url) => set('quoteMedia', url)} error={errors('quote.media')?.join(' ')} />
          </fieldset>
          <ImageInput label={t('form.bottom_media')} value={values.bottomMedia} onChange={(url) => set('bottomMedia', url)} error={errors('bottomMedia')?.join(' ')} />
          {props.questOptions !== null && (
            <div data-field="questIds">
              {questOptions.length === 0 ? (
                <p className="muted">{t('form.quests_none')}</p>
              ) : (
                <CheckboxGroup
                  legend={t('form.quests')}
                  options={questOptions.map((quest) => quest.id)}
                  labelOf={(id) => questOptions.find((quest) => quest.id === id)?.title ?? `#${id}`}
                  value={values.questIds}
                  onChange={(next) => set('questIds', next)}
                  errors={errors('questIds')}
                />
              )}
            </div>
          )}
        </section>

        <div className="actions program-editor__actions">
          {creating ? (
            <>
              <button type="submit" value="hidden" className="button" disabled={save.isPending}>
                {t('form.save_hidden')}
              </button>
              <button type="submit" value="publish" className="button button--primary" disabled={save.isPending}>
                {save.isPending ? t('form.saving') : t('form.publish')}
              </button>
            </>
          ) : (
            <button type="submit" className="button button--primary" disabled={save.isPending}>
              {save.isPending ? t('form.saving') : t('form.save')}
            </button>
          )}
        </div>
      </form>
      <aside className="program-editor__preview">
        <ProgramPreviewPanel
          headingId={previewId}
          preview={unchanged ? { data: props.detail!.missions, isFetching: false, isError: false } : preview}
          manual={values.missionSelectionMode === 'manual'}
          renderMission={props.renderMission}
        />
      </aside>
    </div>
  );
}
