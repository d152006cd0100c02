import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../../../shared/errors';
import { MAX_THEMATICS, type THEMATICS } from '../../../../shared/missions/taxonomy';
import type { CompanyQuestDetail } from '../../../../shared/quests/quest-api.schema';
import { QUEST_COVER_RECOMMENDED_SIZE } from '../../../../shared/quests/quest.rules';
import { useErrorText } from '../../../lib/error-text';
import { checkForm, focusFirstError, serverFieldErrors } from '../../../lib/form';
import { ThematicsInput } from '../../../ui/ThematicsInput';
import { Field, TextAreaField } from '../../../ui/Field';
import { ImageInput } from '../../../ui/ImageInput';
import { useSaveQuest } from '../api/company-quests';
import { TextListInput } from './TextListInput';

// The server's schema checks the form before it is sent: it loads with the form, in parallel, not as part of the page.
const questChecker = import('../../../../shared/quests/quest.schema').then((module) => module.questInputSchema);

/** Spec §5 limits shown by the form (the schema says the same to the server). */
const MAX_GOALS = 5;
const MAX_PARTNERS = 10;

interface PartnerValues {
  name: string;
  link: string;
  image: string | null;
}

interface QuestValues {
  title: string;
  description: string;
  coverImage: string | null;
  thematics: (typeof THEMATICS)[number][];
  goals: string[];
  partners: PartnerValues[];
}

function initialValues(detail: CompanyQuestDetail | undefined): QuestValues {
  const quest = detail?.quest;
  return {
    title: quest?.title ?? '',
    description: quest?.description ?? '',
    coverImage: quest?.coverImage ?? null,
    thematics: quest ? [...quest.thematics] : [],
    goals: quest ? [...quest.goals] : [],
    partners: quest ? quest.partners.map((partner) => ({ name: partner.name, link: partner.link ?? '', image: partner.image })) : [],
  };
}

/** Empty texts are absent: the schema then says what is required, and optional fields stay null. */
const orNull = (text: string) => (text.trim() === '' ? null : text);

function toInput(values: QuestValues) {
  return {
    title: values.title,
    description: orNull(values.description),
    coverImage: values.coverImage,
    thematics: values.thematics,
    goals: values.goals,
    partners: values.partners.map((partner) => ({ name: partner.name, link: orNull(partner.link), image: partner.image })),
  };
}

/**
 * Step 1 of the quest wizard, « Présentation »: title, description, cover, thematics (3 at most), goals and partners.
 * Checked by the server's schema before sending; the server's field messages show beside their inputs and the first one
 * comes into view; nothing typed is lost on a refusal.
 */
export function QuestForm(props: { companySlug: string; detail?: CompanyQuestDetail; onSaved(detail: CompanyQuestDetail): void }) {
  const { t } = useTranslation(['quests', 'missions']);
  const errorText = useErrorText();
  const save = useSaveQuest(props.companySlug);
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<QuestValues>(() => initialValues(props.detail));
  const [fields, setFields] = useState<FieldErrors>({});
  const [banner, setBanner] = useState<string | null>(null);
  const set = <K extends keyof QuestValues>(name: K, value: QuestValues[K]) => setValues((current) => ({ ...current, [name]: value }));
  const setPartner = (index: number, patch: Partial<PartnerValues>) =>
    set(
      'partners',
      values.partners.map((partner, position) => (position === index ? { ...partner, ...patch } : partner)),
    );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBanner(null);
    const checked = checkForm(await questChecker, toInput(values), form.current);
    if (!checked.ok) return setFields(checked.fields);
    setFields({});
    try {
      props.onSaved(await save.mutateAsync({ id: props.detail?.quest.id ?? null, input: checked.data }));
    } catch (error) {
      const serverFields = serverFieldErrors(error);
      setFields(serverFields);
      setBanner(errorText(error));
      requestAnimationFrame(() => focusFirstError(form.current));
    }
  };

  return (
    <form ref={form} className="form card quest-form" onSubmit={onSubmit} noValidate>
      {banner && (
        <p className="form__error" role="alert">
          {banner}
        </p>
      )}
      <Field label={t('form.title')} name="title" value={values.title} onChange={(event) => set('title', event.target.value)} errors={fields.title} required />
      <TextAreaField
        label={t('form.description')}
        name="description"
        value={values.description}
        onChange={(event) => set('description', event.target.value)}
        errors={fields.description}
      />
      <ImageInput
        label={t('form.cover', QUEST_COVER_RECOMMENDED_SIZE)}
        value={values.coverImage}
        onChange={(url) => set('coverImage', url)}
        error={fields.coverImage?.join(' ')}
      />
      <ThematicsInput
        legend={t('form.thematics')}
        hint={t('form.thematics_hint', { max: MAX_THEMATICS })}
        value={values.thematics}
        onChange={(next) => set('thematics', next)}
        errors={fields.thematics}
      />
      <TextListInput
        name="goals"
        label={t('form.goals')}
        itemLabel={(index) => t('form.goal', { number: index + 1 })}
        addLabel={t('form.add_goal')}
        values={values.goals}
        onChange={(goals) => set('goals', goals)}
        fields={fields}
        max={MAX_GOALS}
      />
      <fieldset className="field quest-form__partners" data-field="partners">
        <legend className="field__label">{t('form.partners')}</legend>
        {values.partners.map((partner, index) => (
          <div key={index} className="quest-form__partner card">
            <Field
              label={t('form.partner_name', { number: index + 1 })}
              name={`partners.${index}.name`}
              value={partner.name}
              onChange={(event) => setPartner(index, { name: event.target.value })}
              errors={fields[`partners.${index}.name`]}
            />
            <Field
              label={t('form.partner_link')}
              name={`partners.${index}.link`}
              type="url"
              inputMode="url"
              placeholder="https://"
              value={partner.link}
              onChange={(event) => setPartner(index, { link: event.target.value })}
              errors={fields[`partners.${index}.link`]}
            />
            <ImageInput label={t('form.partner_image')} value={partner.image} onChange={(image) => setPartner(index, { image })} error={fields[`partners.${index}.image`]?.join(' ')} />
            <button type="button" className="button button--ghost button--small" onClick={() => set('partners', values.partners.filter((_, position) => position !== index))}>
              {t('form.remove_partner')}
            </button>
          </div>
        ))}
        {values.partners.length < MAX_PARTNERS && (
          <button type="button" className="button button--small" onClick={() => set('partners', [...values.partners, { name: '', link: '', image: null }])}>
            {t('form.add_partner')}
          </button>
        )}
        {fields.partners && (
          <span className="field__error" role="alert">
            {fields.partners.join(' ')}
          </span>
        )}
      </fieldset>
      <div className="actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {t('wizard.save_and_continue')}
        </button>
      </div>
    </form>
  );
}
