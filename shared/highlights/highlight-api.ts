import type { EmployeeChallenge } from '../challenges/challenge.views';
import type { MissionCard } from '../missions/mission-search.schema';
import type { Quote } from '../programs/program.schema';
import type { EmployeeQuestList } from '../quests/quest-api.schema';
import type { QuestState } from '../quests/quest.machine';
import type { HighlightAction, HighlightState } from './highlight.machine';
import type { HighlightTiming } from './highlight.rules';
import type { Highlight } from './highlight.schema';

/**
 * The answers of the highlight routes (« Temps forts », spec §3 Highlight):
 * - company space (`canManageCompany`): `GET/POST /companies/{slug}/highlights`, `GET/PUT/DELETE .../highlights/{id}`,
 *   `POST .../highlights/{id}/{publish|unpublish|archive|restore}`, the content it may pick
 *   (`GET .../highlight-options`, `GET .../highlight-options/missions?q=`), and the platform's catalogue as offered to it
 *   (`GET .../catalogue-highlights/{catalogHighlightId}`, `POST .../{select|unselect}`);
 * - admin space (platform admins): `GET/POST /admin/highlights`, `GET/PUT/DELETE /admin/highlights/{id}`,
 *   `POST /admin/highlights/{id}/{prepublish|publish|unpublish|archive|restore}`, `GET /admin/highlight-options/missions`;
 * - employees (`isCompanyMember`): `GET /companies/{slug}/employee-highlights` (the current ones, for the home) and
 *   `GET /companies/{slug}/employee-highlights/{id}` (the page).
 * Every answer carries the actions its reader may take now (`availableActions`, from the shared machine).
 */

/** How much content a highlight holds: in the company's lists, everything linked; for an employee, what they see. */
export interface HighlightCounts {
  missions: number;
  quests: number;
  challenges: number;
}

/** A highlight in the company's own list. */
export interface CompanyHighlightListItem {
  id: number;
  slug: string;
  title: string;
  coverImage: string | null;
  startsOn: string | null;
  endsOn: string | null;
  state: HighlightState;
  counts: HighlightCounts;
  availableActions: HighlightAction[];
}

/** A catalogue highlight as the platform offers it to a company (pre-published or published), and whether it picked it. */
export interface CatalogueOffer {
  id: number;
  slug: string;
  title: string;
  coverImage: string | null;
  startsOn: string | null;
  endsOn: string | null;
  /** The catalogue highlight's own state: pre-published ones reach employees once the platform publishes them. */
  state: HighlightState;
  selected: boolean;
  missionsCount: number;
}

/** `GET /companies/{slug}/highlights`: the company's highlights (archived last) and the catalogue's offer. */
export interface CompanyHighlightList {
  highlights: CompanyHighlightListItem[];
  catalogue: CatalogueOffer[];
}

/**
 * One piece of content of a highlight, as its editor sees it: `shown` says whether employees see it today (a live
 * mission open to the whole company or to everyone, a published quest, an event active and not over). What is not
 * shown stays linked and is left out of the employees' page, never an error.
 */
export interface HighlightContentItem {
  id: number;
  title: string;
  /** The association of a mission, the day of an event (YYYY-MM-DD), null for a quest. */
  detail: string | null;
  shown: boolean;
}

/** A highlight with its content, for whoever edits it (a company's admins, or platform admins for the catalogue). */
export interface HighlightDetail {
  highlight: Highlight;
  missions: HighlightContentItem[];
  quests: HighlightContentItem[];
  challenges: HighlightContentItem[];
  availableActions: HighlightAction[];
}

/** `GET /companies/{slug}/highlight-options`: the company's quests and events a highlight may show. */
export interface HighlightContentOptions {
  quests: Array<{ id: number; title: string; state: QuestState }>;
  challenges: Array<{ id: number; name: string; date: string; isActive: boolean }>;
}

/** A catalogue highlight in the admin space's list, with how many companies picked it. */
export interface AdminHighlightListItem extends CompanyHighlightListItem {
  selectionsCount: number;
}

export interface AdminHighlightList {
  highlights: AdminHighlightListItem[];
}

/**
 * `GET /companies/{slug}/catalogue-highlights/{catalogHighlightId}`: a catalogue highlight offered to the company,
 * its missions as the company's employees would see them, whether the company picked it, and `select` or `unselect`.
 */
export interface CatalogueHighlightOffer {
  highlight: Highlight;
  missions: MissionCard[];
  selected: boolean;
  availableActions: Array<Extract<HighlightAction, 'select' | 'unselect'>>;
}

/** A highlight as an employee sees it in a list (the home): what to show on a card. */
export interface EmployeeHighlightSummary {
  id: number;
  slug: string;
  title: string;
  coverImage: string | null;
  startsOn: string | null;
  endsOn: string | null;
  counts: HighlightCounts;
}

/** `GET /companies/{slug}/employee-highlights`: the company's current highlights (started, not over), newest first. */
export interface EmployeeHighlightList {
  highlights: EmployeeHighlightSummary[];
}

/**
 * `GET /companies/{slug}/employee-highlights/{id}`: the page of a highlight, with only what the employee sees: the
 * missions open to them, the published quests with where they stand, the events listed for them.
 */
export interface EmployeeHighlightDetail {
  highlight: {
    id: number;
    slug: string;
    title: string;
    description: string | null;
    coverImage: string | null;
    startsOn: string | null;
    endsOn: string | null;
    quote: Quote | null;
  };
  timing: HighlightTiming;
  missions: MissionCard[];
  quests: EmployeeQuestList['quests'];
  challenges: EmployeeChallenge[];
  /** Set when the page is read from the device (offline replica) and the highlight links events: those are read online only. */
  challengesOnlineOnly?: boolean;
}
