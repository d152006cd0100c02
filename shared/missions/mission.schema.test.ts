import { describe, expect, it } from 'vitest';
import { missionInputSchema } from './mission.schema';

const valid = {
  title: 'Jardin partagé',
  missionType: 'MISSION_TYPE_HELP',
  availabilityType: 'MISSION_AVAILABILITY_TYPE_TIMESLOTS',
  timeType: 'work',
  thematics: ['THEMATIC_ENVIRONMENT'],
  skills: [],
  sdgs: [11, 15],
  images: [],
};

const issues = (input: object) => {
  const result = missionInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('mission form input (spec §3, §5)', () => {
  it('accepts a minimal draft and fills the defaults', () => {
    expect(missionInputSchema.parse(valid)).toMatchObject({ isGroup: false, isTaxExempt: false, deductsCredit: true, bookingRestriction: 'none' });
  });
  it('allows at most 3 thematics and 5 images', () => {
    expect(issues({ ...valid, thematics: ['THEMATIC_ENVIRONMENT', 'THEMATIC_FOOD', 'THEMATIC_SPORT', 'THEMATIC_HEALTH'] })).toEqual([
      'thematics: Choisissez au plus 3 thématiques.',
    ]);
    expect(issues({ ...valid, images: ['1', '2', '3', '4', '5', '6'] })).toEqual(['images: Vous pouvez ajouter au plus 5 images.']);
  });
  it('checks the goals, links and deadline', () => {
    expect(issues({ ...valid, sdgs: [18] })).toEqual(['sdgs.0: Choisissez une valeur de la liste.']);
    expect(issues({ ...valid, sdgs: [3, 3] })).toEqual(['sdgs: Un même élément ne peut pas être choisi deux fois.']);
    expect(issues({ ...valid, videoUrl: 'video' })).toEqual(['videoUrl: Saisissez un lien complet commençant par https://.']);
    expect(issues({ ...valid, registrationDeadlineDays: -1 })).toEqual(['registrationDeadlineDays: La valeur minimale est 0.']);
  });
  it('needs the companies or entities a booking restriction names', () => {
    expect(issues({ ...valid, bookingRestriction: 'companies' })).toEqual(['restrictedCompanyIds: Choisissez au moins une entreprise.']);
    expect(issues({ ...valid, bookingRestriction: 'entities' })).toEqual(['targetedForEntityIds: Choisissez au moins une entité.']);
    expect(issues({ ...valid, bookingRestriction: 'companies', restrictedCompanyIds: [1] })).toEqual([]);
  });
  it('requires a title', () => {
    expect(issues({ ...valid, title: '' })).toEqual(['title: Indiquez le titre de la mission.']);
  });
});
