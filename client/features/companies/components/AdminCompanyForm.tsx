import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CompanyFormValues, HOLDING_MODES, type HoldingMode, withFeature, withPlans } from '../../../../shared/companies/admin-company.rules';
import { FEATURES, type Feature, PLANS, type Plan } from '../../../../shared/companies/plans';
import type { FieldErrors } from '../../../../shared/errors';
import { slugify } from '../../../../shared/validation/slug';
import { checkForm, focusFirstError } from '../../../lib/form';
import { CheckboxGroup } from '../../../ui/CheckboxGroup';
import { ErrorSummary, errorSummaryItems } from '../../../ui/ErrorSummary';
import { CheckboxField, Field, SelectField, TextAreaField } from '../../../ui/Field';
import { useAdminHoldings } from '../api/admin-companies';

// The schemas load beside the page and are awaited when the form is sent (docs/architecture.md, 'What a page loads first').
const schemas = import('../../../../shared/companies/admin-company.schema');

const FIELD_ORDER = ['name', 'slug', 'isActive', 'plans', 'enabledFeatures', 'allowedFeatures', 'completelyActivatedFeatures', 'holdingMode', 'holdingSlug', 'holdingName', 'entities', 'adminEmails'];

/**
 * The company form of the admin space (spec §3 Company and Holding, §6): identity, plans, the three feature lists, the
 * holding (none, existing, new), the entities, and on creation the first admins' addresses. Checked with the route's
 * schema before it is sent; the server's refusals (a taken slug, another company's address) come back field by field.
 * `submit` answers the server's field messages, or null once saved.
 */
export function AdminCompanyForm(props: {
  mode: 'create' | 'edit';
  initial: CompanyFormValues;
  /** Employees per existing entity, shown beside its name. */
  entityMembers?: Record<number, number>;
  submitLabel: string;
  pendingLabel: string;
  submit(values: CompanyFormValues): Promise<FieldErrors | null>;
}) {
  const { t } = useTranslation('companies');
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const holdings = useAdminHoldings();
  const [values, setValues] = useState(props.initial);
  const [slugTouched, setSlugTouched] = useState(props.mode === 'edit');
  const [fields, setFields] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const [pending, setPending] = useState(false);
  const set = (changes: Partial<CompanyFormValues>) => setValues((current) => ({ ...current, ...changes }));
  const errorsOf = (field: string) => {
    const messages = Object.entries(fields).flatMap(([key, list]) => (key === field || key.startsWith(`${field}.`) ? list : []));
    return messages.length > 0 ? messages : undefined;
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const { adminCompanyCreateSchema, adminCompanyFormSchema } = await schemas;
    const checked = checkForm(props.mode === 'create' ? adminCompanyCreateSchema : adminCompanyFormSchema, values, form.current);
    setAttempt((count) => count + 1);
    if (!checked.ok) return setFields(checked.fields);
    setFields({});
    setPending(true);
    try {
      const refused = await props.submit(values);
      if (refused) {
        setFields(refused);
        requestAnimationFrame(() => focusFirstError(form.current));
      }
    } finally {
      setPending(false);
    }
  };

  const labelOf = (field: string) => t(`admin.form.field_names.${field.split('.')[0]}`, { defaultValue: field });
  const toggleList = (list: keyof Pick<CompanyFormValues, 'enabledFeatures' | 'completelyActivatedFeatures'>, feature: Feature, on: boolean) =>
    set({ [list]: withFeature(values[list], feature, on) });
  const toggleAllowed = (plan: Plan, feature: Feature, on: boolean) =>
    set({ allowedFeatures: { ...values.allowedFeatures, [plan]: withFeature(values.allowedFeatures[plan] ?? [], feature, on) } });

  return (
    <form ref={form} className="admin-form" onSubmit={send} noValidate aria-label={t('admin.form.summary_title')}>
      <ErrorSummary items={errorSummaryItems(fields, labelOf, FIELD_ORDER)} attempt={attempt} />

      <section className="card stack" aria-labelledby={`${id}-identity`}>
        <h2 id={`${id}-identity`}>{t('admin.form.identity_title')}</h2>
        <div className="admin-form__row">
          <Field
            label={t('admin.form.name')}
            name="name"
            value={values.name}
            maxLength={200}
            autoComplete="organization"
            errors={errorsOf('name')}
            onChange={(event) => set({ name: event.target.value, ...(slugTouched ? {} : { slug: event.target.value.trim() ? slugify(event.target.value, 60) : '' }) })}
          />
          <Field
            label={t('admin.form.slug')}
            hint={t('admin.form.slug_hint', { slug: values.slug || '…' })}
            name="slug"
            value={values.slug}
            maxLength={80}
            autoCapitalize="none"
            spellCheck={false}
            errors={errorsOf('slug')}
            onChange={(event) => {
              setSlugTouched(true);
              set({ slug: event.target.value });
            }}
          />
        </div>
        <CheckboxField label={t('admin.form.is_active')} name="isActive" checked={values.isActive} errors={errorsOf('isActive')} onChange={(event) => set({ isActive: event.target.checked })} />
      </section>

      <section className="card stack" aria-labelledby={`${id}-plans`} data-field="plans">
        <h2 id={`${id}-plans`}>{t('admin.form.plans_title')}</h2>
        <CheckboxGroup<Plan>
          legend={t('admin.form.plans_legend')}
          hint={t('admin.form.plans_hint')}
          options={PLANS}
          labelOf={(plan) => t(`plans.${plan}`)}
          value={values.plans}
          onChange={(plans) => setValues((current) => withPlans(current, PLANS.filter((plan) => plans.includes(plan))))}
          errors={errorsOf('plans')}
        />
      </section>

      <section className="card stack" aria-labelledby={`${id}-features`} data-field="enabledFeatures">
        <h2 id={`${id}-features`}>{t('admin.form.features_title')}</h2>
        <p className="form__hint">{t('admin.form.features_intro')}</p>
        {values.plans.length === 0 && <p className="muted">{t('admin.form.no_plan')}</p>}
        <div className="table-wrap" tabIndex={0}>
          <table className="table table--compact admin-form__features">
            <caption className="visually-hidden">{t('admin.form.features_caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('admin.form.feature')}</th>
                <th scope="col">{t('admin.form.enabled')}</th>
                {values.plans.map((plan) => (
                  <th key={plan} scope="col">
                    {t('admin.form.allowed_by', { plan: t(`plans.${plan}`) })}
                  </th>
                ))}
                <th scope="col">{t('admin.form.completely')}</th>
              </tr>
            </thead>
            <tbody>
              {FEATURES.map((feature) => {
                const name = t(`features.${feature}`);
                const cell = (column: string, checked: boolean, onChange: (on: boolean) => void) => (
                  <td>
                    <input type="checkbox" checked={checked} aria-label={t('admin.form.cell', { feature: name, column })} onChange={(event) => onChange(event.target.checked)} />
                  </td>
                );
                return (
                  <tr key={feature}>
                    <th scope="row">{name}</th>
                    {cell(t('admin.form.enabled'), values.enabledFeatures.includes(feature), (on) => toggleList('enabledFeatures', feature, on))}
                    {values.plans.map((plan) => (
                      <FeatureCell key={plan} plan={plan} feature={feature} values={values} onChange={(on) => toggleAllowed(plan, feature, on)} />
                    ))}
                    {cell(t('admin.form.completely'), values.completelyActivatedFeatures.includes(feature), (on) => toggleList('completelyActivatedFeatures', feature, on))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        {(['enabledFeatures', 'allowedFeatures', 'completelyActivatedFeatures'] as const).map(
          (field) =>
            errorsOf(field) && (
              <p key={field} className="field__error" role="alert">
                {errorsOf(field)!.join(' ')}
              </p>
            ),
        )}
      </section>

      <section className="card stack" aria-labelledby={`${id}-holding`}>
        <h2 id={`${id}-holding`}>{t('admin.form.holding_title')}</h2>
        <fieldset className="choice-group" data-field="holdingMode">
          <legend className="field__label">{t('admin.form.holding_legend')}</legend>
          {HOLDING_MODES.map((mode: HoldingMode) => (
            <label key={mode} className="switch">
              <input type="radio" name="holdingMode" value={mode} checked={values.holdingMode === mode} onChange={() => set({ holdingMode: mode, holdingSlug: mode === 'existing' && props.mode === 'edit' ? props.initial.holdingSlug : '', holdingName: '' })} />
              {t(`admin.form.holding_${mode}`)}
            </label>
          ))}
        </fieldset>
        {values.holdingMode === 'existing' && (
          <SelectField label={t('admin.form.holding_select')} name="holdingSlug" value={values.holdingSlug} errors={errorsOf('holdingSlug')} onChange={(event) => set({ holdingSlug: event.target.value })}>
            <option value="">{t('admin.form.holding_choose')}</option>
            {(holdings.data?.holdings ?? []).map((holding) => (
              <option key={holding.id} value={holding.slug}>
                {t('admin.form.holding_option', { name: holding.name, slug: holding.slug })}
              </option>
            ))}
          </SelectField>
        )}
        {values.holdingMode === 'new' && (
          <div className="admin-form__row">
            <Field label={t('admin.form.holding_name')} name="holdingName" value={values.holdingName} maxLength={200} errors={errorsOf('holdingName')} onChange={(event) => set({ holdingName: event.target.value, holdingSlug: slugify(event.target.value, 60) })} />
            <Field
              label={t('admin.form.holding_slug')}
              name="holdingSlug"
              value={values.holdingSlug}
              maxLength={80}
              autoCapitalize="none"
              spellCheck={false}
              errors={errorsOf('holdingSlug')}
              onChange={(event) => set({ holdingSlug: event.target.value })}
            />
          </div>
        )}
      </section>

      <section className="card stack" aria-labelledby={`${id}-entities`} data-field="entities">
        <h2 id={`${id}-entities`}>{t('admin.form.entities_title')}</h2>
        <p className="form__hint">{t('admin.form.entities_intro')}</p>
        {values.entities.length === 0 ? (
          <p className="muted">{t('admin.form.entities_none')}</p>
        ) : (
          <ol className="admin-form__entities">
            {values.entities.map((entity, index) => {
              const members = entity.id ? props.entityMembers?.[entity.id] : undefined;
              return (
                <li key={entity.id ?? `new-${index}`} className="admin-form__entity">
                  <Field
                    label={t('admin.form.entity_name', { number: index + 1 })}
                    hint={members !== undefined ? t('admin.form.entity_members', { count: members }) : undefined}
                    name={`entities.${index}.name`}
                    value={entity.name}
                    maxLength={200}
                    errors={fields[`entities.${index}.name`]}
                    onChange={(event) => set({ entities: values.entities.map((other, at) => (at === index ? { ...other, name: event.target.value } : other)) })}
                  />
                  <button
                    type="button"
                    className="button"
                    aria-label={t('admin.form.entity_remove', { number: index + 1 })}
                    onClick={() => set({ entities: values.entities.filter((_, at) => at !== index) })}
                  >
                    {t('admin.form.entity_remove_text')}
                  </button>
                </li>
              );
            })}
          </ol>
        )}
        {fields.entities && (
          <p className="field__error" role="alert">
            {fields.entities.join(' ')}
          </p>
        )}
        <div>
          <button type="button" className="button" onClick={() => set({ entities: [...values.entities, { name: '' }] })}>
            {t('admin.form.entity_add')}
          </button>
        </div>
      </section>

      {props.mode === 'create' && (
        <section className="card stack" aria-labelledby={`${id}-admins`}>
          <h2 id={`${id}-admins`}>{t('admin.form.admins_title')}</h2>
          <TextAreaField
            label={t('admin.form.admin_emails')}
            hint={t('admin.form.admin_emails_hint')}
            name="adminEmails"
            rows={3}
            autoCapitalize="none"
            spellCheck={false}
            value={values.adminEmails ?? ''}
            errors={errorsOf('adminEmails')}
            onChange={(event) => set({ adminEmails: event.target.value })}
          />
        </section>
      )}

      <div className="admin-form__submit">
        <button type="submit" className="button button--primary" disabled={pending}>
          {pending ? props.pendingLabel : props.submitLabel}
        </button>
      </div>
    </form>
  );
}

function FeatureCell(props: { plan: Plan; feature: Feature; values: CompanyFormValues; onChange(on: boolean): void }) {
  const { t } = useTranslation('companies');
  const column = t('admin.form.allowed_by', { plan: t(`plans.${props.plan}`) });
  return (
    <td>
      <input
        type="checkbox"
        checked={props.values.allowedFeatures[props.plan]?.includes(props.feature) ?? false}
        aria-label={t('admin.form.cell', { feature: t(`features.${props.feature}`), column })}
        onChange={(event) => props.onChange(event.target.checked)}
      />
    </td>
  );
}
