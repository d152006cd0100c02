import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../../../shared/errors';
import type { TeamBuildingDetail } from '../../../../shared/team-building/team-building-api';
import { TEAM_BUILDING_RADIUS_KM } from '../../../../shared/team-building/team-building.rules';
import type { TeamBuildingRequestDetail } from '../../../../shared/team-building/team-building-api';
import type { TeamBuildingRequestForm } from '../../../../shared/team-building/team-building.schema';
import { useErrorText } from '../../../lib/error-text';
import { checkForm, focusFirstError, serverFieldErrors } from '../../../lib/form';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { DateInput } from '../../../ui/DateInput';
import { Field, TextAreaField } from '../../../ui/Field';
import { showFlash } from '../../../ui/notifications';
import { PhoneText } from '../../../ui/PhoneText';
import { RouteLink } from '../../../ui/RouteLink';
import { type TeamBuildingOwner, useCreateRequest, useDeleteTeamBuilding, useTeamBuildingAction } from '../api/team-buildings';
import { euros } from './format';
import './team-building.css';

const requestChecker = import('../../../../shared/team-building/team-building.schema').then((module) => module.teamBuildingRequestFormSchema);

/**
 * A team building's page (team-building.show): its photos, description and facts; for its editor the steps of the
 * shared machine (publish, back to draft, archive, restore), the form and the deletion (refused while requests exist,
 * spec §5); for a company reading a published one, the request form.
 */
export function TeamBuildingView(props: {
  owner: TeamBuildingOwner;
  detail: TeamBuildingDetail;
  onDeleted(): void;
  onRequested?(request: TeamBuildingRequestDetail): void;
}) {
  const { t, i18n } = useTranslation(['team-building', 'missions', 'errors']);
  const errorText = useErrorText();
  const action = useTeamBuildingAction(props.owner);
  const remove = useDeleteTeamBuilding(props.owner);
  const [confirming, setConfirming] = useState(false);
  const { teamBuilding: tb } = props.detail;
  const run = async (promise: Promise<unknown>) => {
    try {
      await promise;
    } catch (error) {
      showFlash('error', errorText(error) ?? t('errors:UNEXPECTED'));
    }
  };
  return (
    <article className="stack team-building-view">
      <header className="page-header">
        <div>
          <h1>{tb.title}</h1>
          <p className="team-building-card__badges">
            <span className="badge">{tb.companyId === null ? t('detail.catalogue_badge') : t('detail.own_badge')}</span>
            {props.detail.canEdit && <span className={`badge badge--${tb.state}`}>{t(`states.${tb.state}`)}</span>}
          </p>
        </div>
        {props.detail.canEdit && (
          <div className="actions">
            <RouteLink to="team-building.update" params={{ teamBuilding: tb.id }} className="button">
              {t('detail.edit')}
            </RouteLink>
            {props.detail.availableActions.map((step) => (
              <button
                key={step}
                type="button"
                className={step === 'publish' ? 'button button--primary' : 'button'}
                disabled={action.isPending}
                onClick={() => void run(action.mutateAsync({ id: tb.id, action: step }))}
              >
                {t(`actions.${step}`)}
              </button>
            ))}
            <button type="button" className="button button--danger" onClick={() => setConfirming(true)}>
              {t('detail.delete')}
            </button>
          </div>
        )}
      </header>
      {confirming && (
        <ConfirmDialog
          message={t('detail.delete_confirm')}
          confirmLabel={t('detail.delete_yes')}
          cancelLabel={t('detail.delete_no')}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            void run(
              remove.mutateAsync(tb.id).then(() => {
                showFlash('success', t('detail.deleted'));
                props.onDeleted();
              }),
            );
          }}
        />
      )}
      {tb.images.length > 0 && (
        <div className="team-building-view__images" role="group" aria-label={t('detail.images')}>
          {tb.images.map((image, index) => (
            <img key={image} src={image} alt="" width={1200} height={800} loading={index === 0 ? 'eager' : 'lazy'} />
          ))}
        </div>
      )}
      {tb.description && <p className="team-building-view__description">{tb.description}</p>}
      <dl className="card team-building-view__facts">
        <div>
          <dt>{t('detail.duration')}</dt>
          <dd>{t('detail.hours', { duration: t(`durations.${tb.duration}`), start: tb.startTime, end: tb.endTime })}</dd>
        </div>
        <div>
          <dt>{t('detail.participants')}</dt>
          <dd>{t('list.participants_range', { min: tb.minParticipants, max: tb.maxParticipants })}</dd>
        </div>
        <div>
          <dt>{t('detail.price')}</dt>
          <dd>
            {tb.pricePerPersonCents === null ? t('list.price_on_request') : euros(tb.pricePerPersonCents, i18n.language)}
            {props.detail.canEdit && tb.isPriceHidden && <span className="muted"> ({t('detail.price_hidden_note')})</span>}
          </dd>
        </div>
        <div>
          <dt>{t('detail.places')}</dt>
          <dd>
            {tb.addresses.map((place) => place.label).join(', ')}
            <br />
            <span className="muted">{t('detail.places_hint', { km: TEAM_BUILDING_RADIUS_KM })}</span>
          </dd>
        </div>
        {tb.thematics.length > 0 && (
          <div>
            <dt>{t('detail.thematics')}</dt>
            <dd>{tb.thematics.map((thematic) => t(`missions:thematics.${thematic}`)).join(' · ')}</dd>
          </div>
        )}
        {tb.associationName && (
          <div>
            <dt>{t('detail.association')}</dt>
            <dd>{tb.associationName}</dd>
          </div>
        )}
        <div>
          <dt>{t('detail.contact')}</dt>
          <dd>
            {tb.contactName}
            <br />
            <a href={`mailto:${tb.contactEmail}`}>{tb.contactEmail}</a>
            {tb.contactPhone && (
              <>
                <br />
                <a href={`tel:${tb.contactPhone}`} dir="ltr">
                  <PhoneText value={tb.contactPhone} />
                </a>
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('detail.requests')}</dt>
          <dd>{props.detail.requestsCount}</dd>
        </div>
      </dl>
      {props.owner.kind === 'company' && props.detail.canRequest && props.onRequested && (
        <RequestForm companySlug={props.owner.companySlug} detail={props.detail} onRequested={props.onRequested} />
      )}
    </article>
  );
}

/** Asking for the team building: a day to come, the group's size within its range, a message. */
function RequestForm(props: { companySlug: string; detail: TeamBuildingDetail; onRequested(request: TeamBuildingRequestDetail): void }) {
  const { t } = useTranslation(['team-building', 'errors']);
  const errorText = useErrorText();
  const create = useCreateRequest(props.companySlug);
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({ desiredDate: '', participantsCount: '', message: '' });
  const [fields, setFields] = useState<FieldErrors>({});
  const [banner, setBanner] = useState<string | null>(null);
  const tb = props.detail.teamBuilding;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBanner(null);
    const count = values.participantsCount.trim() === '' ? undefined : Number(values.participantsCount);
    const checked = checkForm(await requestChecker, { desiredDate: values.desiredDate, participantsCount: count, message: values.message }, form.current);
    if (!checked.ok) return setFields(checked.fields);
    setFields({});
    try {
      const request = await create.mutateAsync({ teamBuildingId: tb.id, input: checked.data as TeamBuildingRequestForm });
      showFlash('success', t('request_form.sent'));
      props.onRequested(request);
    } catch (error) {
      const refused = serverFieldErrors(error);
      setFields(refused);
      if (Object.keys(refused).length === 0) setBanner(errorText(error) ?? t('errors:UNEXPECTED'));
      requestAnimationFrame(() => focusFirstError(form.current));
    }
  };

  return (
    <form ref={form} className="form card team-building-request-form" onSubmit={submit} noValidate aria-labelledby="team-building-request-title">
      <h2 id="team-building-request-title">{t('request_form.title')}</h2>
      <p className="muted">{t('request_form.intro')}</p>
      {banner && (
        <p className="form__error" role="alert">
          {banner}
        </p>
      )}
      <div className="form__row">
        <DateInput label={t('request_form.date')} name="desiredDate" value={values.desiredDate} onChange={(desiredDate) => setValues((v) => ({ ...v, desiredDate }))} errors={fields.desiredDate} />
        <Field
          label={t('request_form.participants')}
          hint={t('request_form.participants_hint', { min: tb.minParticipants, max: tb.maxParticipants })}
          name="participantsCount"
          type="number"
          inputMode="numeric"
          min={tb.minParticipants}
          max={tb.maxParticipants}
          value={values.participantsCount}
          onChange={(event) => setValues((v) => ({ ...v, participantsCount: event.target.value }))}
          errors={fields.participantsCount}
        />
      </div>
      <TextAreaField label={t('request_form.message')} name="message" rows={3} value={values.message} onChange={(event) => setValues((v) => ({ ...v, message: event.target.value }))} errors={fields.message} />
      <div className="actions">
        <button type="submit" className="button button--primary" disabled={create.isPending}>
          {t('request_form.submit')}
        </button>
      </div>
    </form>
  );
}
