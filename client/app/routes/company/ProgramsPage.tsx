import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { CatalogueProgramOffer, CompanyProgramList } from '../../../../shared/programs/program-api.schema';
import { buildPath } from '../../../../shared/routes';
import { type ProgramsOwner, useCompanyPrograms, useCopyCatalogueProgram } from '../../../features/programs/api/company-programs';
import { ProgramActions } from '../../../features/programs/components/ProgramActions';
import { accentStyle } from '../../../features/programs/components/ProgramHero';
import { ProgramPicture } from '../../../features/programs/components/ProgramPicture';
import { ProgramStateBadge } from '../../../features/programs/components/ProgramStateBadge';
import { useErrorText } from '../../../lib/error-text';
import { showFlash } from '../../../ui/notifications';
import { usePageTitle } from '../../../ui/PageState';
import { QueryStatus } from '../../../ui/QueryStatus';
import { RouteLink } from '../../../ui/RouteLink';
import '../../../features/programs/components/programs.css';

/**
 * `/entreprise/{slug}/programmes`: the company's selections with their state, missions and the actions the server
 * offers, then the platform catalogue's published selections it may add to its own.
 */
export function ProgramsPage() {
  const companySlug = useParams().companySlug!;
  return <ProgramsScreen owner={{ kind: 'company', companySlug }} />;
}

/** The selections of an owner: a company's (with the catalogue's offer), or the platform's catalogue (admin space). */
export function ProgramsScreen({ owner }: { owner: ProgramsOwner }) {
  const { t } = useTranslation('programs');
  const texts = owner.kind === 'company' ? 'company' : 'catalogue';
  usePageTitle(t(`${texts}.title`));
  const query = useCompanyPrograms(owner);
  return (
    <div className="stack">
      <div className="page-header">
        <h1>{t(`${texts}.title`)}</h1>
        <RouteLink to="programs.create" className="button button--primary">
          {t('company.create')}
        </RouteLink>
      </div>
      <p className="muted">{t(`${texts}.intro`)}</p>
      <QueryStatus query={query}>
        {(data) => (
          <>
            <ProgramList owner={owner} data={data} />
            {owner.kind === 'company' && data.catalogue.length > 0 && <CatalogueOffers companySlug={owner.companySlug} offers={data.catalogue} />}
          </>
        )}
      </QueryStatus>
    </div>
  );
}

function ProgramList({ owner, data }: { owner: ProgramsOwner; data: CompanyProgramList }) {
  const { t } = useTranslation('programs');
  const texts = owner.kind === 'company' ? 'company' : 'catalogue';
  if (data.programs.length === 0) {
    return (
      <div className="card empty-state">
        <img src="/illustrations/thematics/environment.svg" alt="" width={160} height={120} />
        <h2>{t(`${texts}.empty.title`)}</h2>
        <p className="muted">{t(`${texts}.empty.body`)}</p>
        <RouteLink to="programs.create" className="button button--primary">
          {t('company.create')}
        </RouteLink>
      </div>
    );
  }
  return (
    <ul className="company-programs" aria-label={t(`${texts}.title`)}>
      {data.programs.map((program) => (
        <li key={program.id} className="card company-programs__item">
          <span className="company-programs__swatch" style={program.colour ? { background: program.colour } : undefined} aria-hidden="true" />
          <div className="company-programs__text">
            <ProgramStateBadge state={program.state} />
            <h2 className="company-programs__title">
              <RouteLink to="programs.show" params={{ programId: program.id }}>
                {program.name}
              </RouteLink>
            </h2>
            <p className="muted">
              {t(`mission_selection_modes.${program.missionSelectionMode}`)} · {t('company.missions_count', { count: program.missionsCount })}
            </p>
          </div>
          <div className="actions company-programs__actions">
            <ProgramActions owner={owner} program={program} availableActions={program.availableActions} small />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** « Le catalogue »: the platform's published selections, each added once to the company's own (then edited and published there). */
function CatalogueOffers({ companySlug, offers }: { companySlug: string; offers: readonly CatalogueProgramOffer[] }) {
  const { t } = useTranslation('programs');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const copy = useCopyCatalogueProgram(companySlug);
  const add = (offer: CatalogueProgramOffer) =>
    copy.mutate(offer.id, {
      onSuccess: (detail) => {
        showFlash('success', t('company.catalogue_copied'));
        navigate(buildPath('programs.show', { type: 'company', companySlug }, { programId: detail.program.id }));
      },
      onError: (error) => showFlash('error', errorText(error) ?? t('company.catalogue_copy_failed')),
    });
  return (
    <section className="stack" aria-labelledby="program-catalogue">
      <h2 id="program-catalogue">{t('company.catalogue_title')}</h2>
      <p className="muted">{t('company.catalogue_intro')}</p>
      <ul className="program-cards">
        {offers.map((offer) => (
          <li key={offer.id}>
            <article className="program-card" style={accentStyle(offer.colour)}>
              <ProgramPicture image={offer.heroImage} thematics={offer.thematics} className="program-card__picture" />
              <div className="program-card__body stack">
                <h3 className="program-card__title">{offer.name}</h3>
                {offer.description && <p className="program-card__description">{offer.description}</p>}
                <p className="muted">
                  {t(`mission_selection_modes.${offer.missionSelectionMode}`)} · {t('company.missions_count', { count: offer.missionsCount })}
                </p>
                {offer.copyId === null ? (
                  <button type="button" className="button button--small" disabled={copy.isPending} onClick={() => add(offer)}>
                    {t('company.catalogue_add')}
                  </button>
                ) : (
                  <RouteLink to="programs.show" params={{ programId: offer.copyId }} className="button button--small button--ghost">
                    {t('company.catalogue_added')}
                  </RouteLink>
                )}
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
