import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { Program } from '../../../../shared/programs/program.schema';
import { ProgramMedia } from './ProgramMedia';
import { ProgramPicture } from './ProgramPicture';

type HeroProgram = Pick<Program, 'name' | 'description' | 'heroImage' | 'colour' | 'thematics'>;

/** The selection's colour as a CSS custom property (its accent), or none: the page's own colours. */
export const accentStyle = (colour: string | null) => (colour ? ({ '--program-accent': colour } as CSSProperties) : undefined);

/** A selection's head: its picture (or its first thematic's drawing) on its colour, its name and its description. */
export function ProgramHero({ program }: { program: HeroProgram }) {
  const { t } = useTranslation('missions');
  return (
    <header className="program-hero" style={accentStyle(program.colour)}>
      <ProgramPicture image={program.heroImage} thematics={program.thematics} className="program-hero__picture" eager />
      <div className="program-hero__text">
        <h1 dir="auto">{program.name}</h1>
        {program.thematics.length > 0 && (
          <ul className="program-chips program-chips--plain" aria-label={t('discovery.filters.thematics')}>
            {program.thematics.map((thematic) => (
              <li key={thematic}>{t(`thematics.${thematic}`)}</li>
            ))}
          </ul>
        )}
        {program.description && (
          <p className="program-hero__description" dir="auto">
            {program.description}
          </p>
        )}
      </div>
    </header>
  );
}

/** The selection's quote: what was said, by whom, and its picture. */
export function ProgramQuote({ quote }: { quote: NonNullable<Program['quote']> }) {
  return (
    <figure className="program-quote card">
      {quote.media && <ProgramMedia media={quote.media} className="program-quote__media" />}
      <blockquote dir="auto">{quote.content}</blockquote>
      <figcaption dir="auto">{quote.author}</figcaption>
    </figure>
  );
}
