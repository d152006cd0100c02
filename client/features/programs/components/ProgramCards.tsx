import { useTranslation } from 'react-i18next';
import type { EmployeeProgramCard } from '../../../../shared/programs/program-api.schema';
import { RouteLink } from '../../../ui/RouteLink';
import { useEmployeeProgramsOffline } from '../offline/use-offline-programs';
import { accentStyle } from './ProgramHero';
import { ProgramPicture } from './ProgramPicture';
import './programs.css';

/** A published selection as the employee's pages show it: its picture on its colour, its name and its missions. */
export function ProgramCardView({ program, eager = false, titleLevel = 3 }: { program: EmployeeProgramCard; eager?: boolean; titleLevel?: 3 | 4 }) {
  const { t } = useTranslation('programs');
  const Title = titleLevel === 3 ? 'h3' : 'h4';
  return (
    <article className="program-card" style={accentStyle(program.colour)}>
      <ProgramPicture image={program.heroImage} thematics={program.thematics} className="program-card__picture" eager={eager} />
      <div className="program-card__body">
        <Title className="program-card__title">
          <RouteLink to="programs.show" params={{ programId: program.id, programSlug: program.slug }} className="program-card__link">
            {program.name}
          </RouteLink>
        </Title>
        <p className="muted">{t('employee.missions_count', { count: program.missionsCount })}</p>
      </div>
    </article>
  );
}

/**
 * « Sélections »: the company's published selections for the employee (the missions page; the home may show it too),
 * from the replica until the server answers, nothing at all when the company has none.
 */
export function EmployeeProgramsSection({ companySlug, headingLevel = 2, limit }: { companySlug: string; headingLevel?: 2 | 3; limit?: number }) {
  const { t } = useTranslation('programs');
  const { query } = useEmployeeProgramsOffline(companySlug);
  const all = query.data?.programs ?? [];
  // The home shows the first `limit` (spec §9: a remaining-display default of 3), then « Voir plus » to the missions page.
  const programs = limit === undefined ? all : all.slice(0, limit);
  if (programs.length === 0) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="stack program-section" aria-labelledby="employee-programs">
      <div className="home-section-head">
        <Heading id="employee-programs">{t('employee.section')}</Heading>
        {programs.length < all.length && <RouteLink to="missions.search">{t('employee.more')}</RouteLink>}
      </div>
      <p className="muted">{t('employee.section_intro')}</p>
      <ul className="program-cards">
        {programs.map((program, index) => (
          <li key={program.id}>
            <ProgramCardView program={program} eager={index < 2} titleLevel={headingLevel === 2 ? 3 : 4} />
          </li>
        ))}
      </ul>
    </section>
  );
}
