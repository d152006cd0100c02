import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../../../shared/errors';
import type { HighlightContentItem, HighlightContentOptions, HighlightDetail } from '../../../../shared/highlights/highlight-api';
import type { HighlightInput } from '../../../../shared/highlights/highlight.schema';
import { useErrorText } from '../../../lib/error-text';
import { focusFirstError, serverFieldErrors, validateForm } from '../../../lib/form';
import { CheckboxGroup } from '../../../ui/CheckboxGroup';
import { DateInput } from '../../../ui/DateInput';
import { Field, TextAreaField } from '../../../ui/Field';
import { ImageInput } from '../../../ui/ImageInput';
import { type HighlightOwner, useContentOptions, useSaveHighlight } from '../api/manage-highlights';
import { MissionPicker } from './MissionPicker';
import './highlights.css';
import { dateTimeFormat } from '../../../../shared/i18n/formatters';

// zod and the highlight's schema load with the form, in parallel, and are awaited when it is sent.
const highlightChecker = import('../../../../shared/highlights/highlight.schema').then((module) => module.highlightInputSchema);

/** What the form holds: texts as typed, so a refusal never changes or loses them. */
interface HighlightValues {
  title: string;
  description: string;
  coverImage: string | null;
  startsOn: string;
  endsOn: string;
  quoteAuthor: string;
  quoteContent: string;
  /** A quote's picture (its author's photo, say). */
  quoteMedia: string | null;
  missions: HighlightContentItem[];
  questIds: number[];
  challengeIds: number[];
}

function initialValues(detail: HighlightDetail | undefined): HighlightValues {
  const highlight = detail?.highlight;
  return {
    title: highlight?.title ?? '',
    description: highlight?.description ?? '',
    coverImage: highlight?.coverImage ?? null,
    startsOn: highlight?.startsOn ?? '',
    endsOn: highlight?.endsOn ?? '',
    quoteAuthor: highlight?.quote?.author ?? '',
    quoteContent: highlight?.quote?.content ?? '',
    quoteMedia: highlight?.quote?.media ?? null,
    missions: detail?.missions ?? [],
    questIds: detail?.quests.map((quest) => quest.id) ?? [],
    challengeIds: detail?.challenges.map((challenge) => challenge.id) ?? [],
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text);

/** The values as the shared schema reads them: an empty quote is none; a half-typed one is checked field by field. */
function toInput(values: HighlightValues, owner: HighlightOwner) {
  const quoted = values.quoteAuthor.trim() !== '' || values.quoteContent.trim() !== '';
  return {
    title: values.title,
    description: orNull(values.description),
    coverImage: values.coverImage,
    startsOn: values.startsOn,
    endsOn: values.endsOn,
    missionIds: values.missions.map((mission) => mission.id),
    questIds: owner.kind === 'company' ? values.questIds : [],
    challengeIds: owner.kind === 'company' ? values.challengeIds : [],
    quote: quoted ? { author: values.quoteAuthor, content: values.quoteContent, media: values.quoteMedia } : null,
  };
}

/**
 * A highlight's form (« Temps fort »): title, description, cover, its moment (first and last days), a quote, and its
 * content: missions searched and picked, and for a company its quests and events. The catalogue's form (platform
 * admins) offers missions only. Checked by the server's schema before sending; each message shows beside its field
 * and the first comes into view; nothing typed is lost on a refusal.
 */
export function HighlightForm(props: { owner: HighlightOwner; detail?: HighlightDetail; onSaved(detail: HighlightDetail, created: boolean): void; onCancel(): void }) {
  const { t } = useTranslation(['highlights', 'quests', 'errors']);
  const errorText = useErrorText();
  const save = useSaveHighlight(props.owner);
  const options = useContentOptions(props.owner.kind === 'company' ? props.owner.companySlug : null);
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<HighlightValues>(() => initialValues(props.detail));
  const [fields, setFields] = useState<FieldErrors>({});
  const [banner, setBanner] = useState<string | null>(null);
  const set = <K extends keyof HighlightValues>(name: K, value: HighlightValues[K]) => setValues((current) => ({ ...current, [name]: value }));

  const refuse = (next: FieldErrors) => {
    setFields(next);
    requestAnimationFrame(() => focusFirstError(form.current));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBanner(null);
    const checked = validateForm(await highlightChecker, toInput(values, props.owner));
    if (!checked.ok) {
      setBanner(t('form.invalid'));
      return refuse(checked.fields);
    }
    setFields({});
    try {
      const detail = await save.mutateAsync({ id: props.detail?.highlight.id ?? null, input: checked.data as HighlightInput });
      props.onSaved(detail, props.detail === undefined);
    } catch (error) {
      const refused = serverFieldErrors(error);
      setBanner(Object.keys(refused).length > 0 ? t('form.invalid') : (errorText(error) ?? t('errors:UNEXPECTED')));
      refuse(refused);
    }
  };

  return (
    <form ref={form} className="form card highlight-form" onSubmit={submit} noValidate>
      {banner && (
        <p className="form__error" role="alert">
          {banner}
        </p>
      )}
      <Field label={t('form.title')} name="title" value={values.title} maxLength={120} required onChange={(event) => set('title', event.target.value)} errors={fields.title} />
      <TextAreaField label={t('form.description')} name="description" rows={5} value={values.description} onChange={(event) => set('description', event.target.value)} errors={fields.description} />
      <ImageInput label={t('form.cover')} value={values.coverImage} onChange={(url) => set('coverImage', url)} error={fields.coverImage?.join(' ')} />
      <fieldset className="field highlight-form__group">
        <legend className="field__label">{t('form.moment_legend')}</legend>
        <span className="field__hint">{t('form.moment_hint')}</span>
        <div className="form__row">
          <DateInput label={t('form.starts_on')} name="startsOn" value={values.startsOn} onChange={(value) => set('startsOn', value)} errors={fields.startsOn} />
          <DateInput label={t('form.ends_on')} name="endsOn" value={values.endsOn} onChange={(value) => set('endsOn', value)} errors={fields.endsOn} />
        </div>
      </fieldset>
      <MissionPicker owner={props.owner} value={values.missions} onChange={(missions) => set('missions', missions)} errors={fields.missionIds} />
      {props.owner.kind === 'company' && (
        <CompanyContent
          options={options.data}
          detail={props.detail}
          questIds={values.questIds}
          challengeIds={values.challengeIds}
          onQuests={(ids) => set('questIds', ids)}
          onChallenges={(ids) => set('challengeIds', ids)}
          fields={fields}
          failed={options.isError}
        />
      )}
      <fieldset className="field highlight-form__group">
        <legend className="field__label">{t('form.quote_legend')}</legend>
        <TextAreaField
          label={t('form.quote_content')}
          name="quote.content"
          rows={3}
          value={values.quoteContent}
          onChange={(event) => set('quoteContent', event.target.value)}
          errors={fields['quote.content']}
        />
        <Field label={t('form.quote_author')} name="quote.author" value={values.quoteAuthor} onChange={(event) => set('quoteAuthor', event.target.value)} errors={fields['quote.author']} />
        <ImageInput label={t('form.quote_media')} value={values.quoteMedia} onChange={(url) => set('quoteMedia', url)} error={fields['quote.media']?.join(' ')} />
      </fieldset>
      <div className="actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {t('form.save')}
        </button>
        <button type="button" className="button button--ghost" onClick={props.onCancel}>
          {t('form.cancel')}
        </button>
      </div>
    </form>
  );
}

/** The company's quests and events to show, as checkboxes (what the highlight already links stays listed). */
function CompanyContent(props: {
  options: HighlightContentOptions | undefined;
  detail: HighlightDetail | undefined;
  questIds: number[];
  challengeIds: number[];
  onQuests(ids: number[]): void;
  onChallenges(ids: number[]): void;
  fields: FieldErrors;
  failed: boolean;
}) {
  const { t, i18n } = useTranslation(['highlights', 'quests']);
  if (!props.options) {
    return props.failed ? <p role="alert">{t('form.options_error')}</p> : <div className="highlight-form__skeleton" aria-hidden="true" />;
  }
  const dayFormat = dateTimeFormat(i18n.language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const questLabels = new Map<number, string>([
    ...(props.detail?.quests ?? []).map((quest): [number, string] => [quest.id, quest.title]),
    ...props.options.quests.map((quest): [number, string] => [quest.id, `${quest.title} (${t(`quests:states.${quest.state}`)})`]),
  ]);
  const challengeLabels = new Map<number, string>([
    ...(props.detail?.challenges ?? []).map((challenge): [number, string] => [challenge.id, challenge.title]),
    ...props.options.challenges.map((challenge): [number, string] => [
      challenge.id,
      `${challenge.name} · ${dayFormat.format(new Date(`${challenge.date}T00:00:00Z`))}${challenge.isActive ? '' : ` (${t('form.event_hidden')})`}`,
    ]),
  ]);
  return (
    <>
      {questLabels.size === 0 ? (
        <p className="field muted">{t('form.quests_none')}</p>
      ) : (
        <div data-field="questIds">
          <CheckboxGroup legend={t('form.quests_legend')} options={[...questLabels.keys()]} labelOf={(id) => questLabels.get(id) ?? ''} value={props.questIds} onChange={props.onQuests} errors={props.fields.questIds} />
        </div>
      )}
      {challengeLabels.size === 0 ? (
        <p className="field muted">{t('form.challenges_none')}</p>
      ) : (
        <div data-field="challengeIds">
          <CheckboxGroup
            legend={t('form.challenges_legend')}
            options={[...challengeLabels.keys()]}
            labelOf={(id) => challengeLabels.get(id) ?? ''}
            value={props.challengeIds}
            onChange={props.onChallenges}
            errors={props.fields.challengeIds}
          />
        </div>
      )}
    </>
  );
}
