import { describe, expect, it } from 'vitest';
import { DASHBOARD_FIGURES, shownFigures } from './dashboard.schema';

describe('shownFigures (the figures a dashboard and its report show, by the features its companies reach)', () => {
  it.each([
    { sections: { quests: true, events: true }, expected: [...DASHBOARD_FIGURES] },
    {
      sections: { quests: false, events: true },
      expected: ['volunteers', 'applications', 'hours', 'associations', 'eventRegistrations', 'eventAttendance', 'eventPoints', 'pageViews', 'activeEmployees'],
    },
    {
      sections: { quests: true, events: false },
      expected: ['volunteers', 'applications', 'hours', 'associations', 'questParticipants', 'questAnswers', 'questPoints', 'pageViews', 'activeEmployees'],
    },
    { sections: { quests: false, events: false }, expected: ['volunteers', 'applications', 'hours', 'associations', 'pageViews', 'activeEmployees'] },
  ])('quests $sections.quests, events $sections.events', ({ sections, expected }) => {
    expect(shownFigures(sections)).toEqual(expected);
  });
});
