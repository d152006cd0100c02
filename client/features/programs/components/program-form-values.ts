import type { Attendability, MissionDuration, MissionType, Skill, Thematic } from '../../../../shared/missions/taxonomy';
import type { CompanyProgramDetail } from '../../../../shared/programs/program-api.schema';
import type { ProgramMissionSelectionMode } from '../../../../shared/programs/program.rules';

/** What the selection form holds while it is typed (texts as typed; the shared schema turns them into the input). */
export interface ProgramFormValues {
  name: string;
  description: string;
  heroImage: string | null;
  colour: string | null;
  thematics: Thematic[];
  countries: string[];
  missionSelectionMode: ProgramMissionSelectionMode;
  missionIds: number[];
  associationIds: number[];
  durations: MissionDuration[];
  skills: Skill[];
  missionTypes: MissionType[];
  attendabilities: Attendability[];
  remoteOnly: boolean;
  taxExemptOnly: boolean;
  includeCompanyMissions: boolean;
  acceptsTaxExemption: boolean;
  quoteAuthor: string;
  quoteContent: string;
  quoteMedia: string | null;
  topMedia: string | null;
  bottomMedia: string | null;
  questIds: number[];
}

export function initialProgramValues(detail: CompanyProgramDetail | undefined): ProgramFormValues {
  const program = detail?.program;
  return {
    name: program?.name ?? '',
    description: program?.description ?? '',
    heroImage: program?.heroImage ?? null,
    colour: program?.colour ?? null,
    thematics: program ? [...program.thematics] : [],
    countries: program ? [...program.countries] : [],
    missionSelectionMode: program?.missionSelectionMode ?? 'automatic',
    missionIds: program ? [...program.missionIds] : [],
    associationIds: program ? [...program.associationIds] : [],
    durations: program ? [...program.filters.durations] : [],
    skills: program ? [...program.filters.skills] : [],
    missionTypes: program ? [...program.filters.missionTypes] : [],
    attendabilities: program ? [...program.filters.attendabilities] : [],
    remoteOnly: program?.filters.remoteOnly ?? false,
    taxExemptOnly: program?.filters.taxExemptOnly ?? false,
    includeCompanyMissions: program?.includeCompanyMissions ?? false,
    acceptsTaxExemption: program?.acceptsTaxExemption ?? false,
    quoteAuthor: program?.quote?.author ?? '',
    quoteContent: program?.quote?.content ?? '',
    quoteMedia: program?.quote?.media ?? null,
    topMedia: program?.topMedia ?? null,
    bottomMedia: program?.bottomMedia ?? null,
    questIds: program ? [...program.questIds] : [],
  };
}

/** Empty texts are absent: the schema then says what is required, and optional fields stay null. */
const orNull = (text: string) => (text.trim() === '' ? null : text);

/** The values as the shared schema reads them (`programInputSchema`): a quote only once something of it is typed. */
export function programInputOf(values: ProgramFormValues) {
  const quoted = values.quoteAuthor.trim() !== '' || values.quoteContent.trim() !== '' || values.quoteMedia !== null;
  return {
    name: values.name,
    description: orNull(values.description),
    heroImage: values.heroImage,
    colour: values.colour,
    thematics: values.thematics,
    countries: values.countries,
    missionSelectionMode: values.missionSelectionMode,
    missionIds: values.missionIds,
    associationIds: values.associationIds,
    filters: {
      durations: values.durations,
      skills: values.skills,
      missionTypes: values.missionTypes,
      remoteOnly: values.remoteOnly,
      taxExemptOnly: values.taxExemptOnly,
      attendabilities: values.attendabilities,
    },
    quote: quoted ? { author: values.quoteAuthor, content: values.quoteContent, media: values.quoteMedia } : null,
    topMedia: values.topMedia,
    bottomMedia: values.bottomMedia,
    includeCompanyMissions: values.includeCompanyMissions,
    acceptsTaxExemption: values.acceptsTaxExemption,
    questIds: values.questIds,
  };
}
