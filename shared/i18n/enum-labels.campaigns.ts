/**
 * The enumerations users see in the campaign domains (selections, quests,
 * levels, events, highlights, project calls, team building, tax receipts).
 * Merged into LABELLED_ENUMS by enum-labels.ts; labels live in
 * `shared/locales/<lang>/<namespace>.json` under `<key>.<value>`.
 * (The team-building cancel reasons are already listed in LABELLED_ENUMS.)
 */
import { CHALLENGE_VISIBILITIES } from '../challenges/challenge.rules';
import { HIGHLIGHT_STATES } from '../highlights/highlight.machine';
import { LEVEL_ANSWER_TYPES } from '../levels/level.schema';
import { PROGRAM_STATES } from '../programs/program.machine';
import { PROGRAM_MISSION_SELECTION_MODES } from '../programs/program.schema';
import { PROJECT_CALL_DISPLAY_STATUSES, PROJECT_CALL_PHASES } from '../project-calls/project-call.rules';
import { PROJECT_CALL_AUDIENCES, PROJECT_CALL_MANDATORY_ATTACHMENTS, PROJECT_CALL_MANDATORY_QUESTIONS } from '../project-calls/project-call.schema';
import { PROJECT_STATES } from '../project-calls/project.machine';
import { QUEST_STATES } from '../quests/quest.machine';
import { TAX_RECEIPT_STATES } from '../tax-receipts/tax-receipt.machine';
import { TEAM_BUILDING_REQUEST_STATES, TEAM_BUILDING_STATES } from '../team-building/team-building.machine';
import { TEAM_BUILDING_DURATIONS, TEAM_BUILDING_REQUEST_TABS } from '../team-building/team-building.schema';
import type { LabelledEnum } from './labelled-enum';

export const CAMPAIGN_LABELLED_ENUMS: LabelledEnum[] = [
  { namespace: 'programs', key: 'states', values: PROGRAM_STATES },
  { namespace: 'programs', key: 'mission_selection_modes', values: PROGRAM_MISSION_SELECTION_MODES },
  { namespace: 'quests', key: 'states', values: QUEST_STATES },
  { namespace: 'levels', key: 'answer_types', values: LEVEL_ANSWER_TYPES },
  { namespace: 'challenges', key: 'visibilities', values: CHALLENGE_VISIBILITIES },
  { namespace: 'highlights', key: 'states', values: HIGHLIGHT_STATES },
  { namespace: 'project-calls', key: 'audiences', values: PROJECT_CALL_AUDIENCES },
  { namespace: 'project-calls', key: 'phases', values: PROJECT_CALL_PHASES },
  { namespace: 'project-calls', key: 'display_statuses', values: PROJECT_CALL_DISPLAY_STATUSES },
  { namespace: 'project-calls', key: 'project_states', values: PROJECT_STATES },
  { namespace: 'project-calls', key: 'mandatory_questions', values: PROJECT_CALL_MANDATORY_QUESTIONS },
  { namespace: 'project-calls', key: 'mandatory_attachments', values: PROJECT_CALL_MANDATORY_ATTACHMENTS },
  { namespace: 'team-building', key: 'states', values: TEAM_BUILDING_STATES },
  { namespace: 'team-building', key: 'durations', values: TEAM_BUILDING_DURATIONS },
  { namespace: 'team-building', key: 'request_states', values: TEAM_BUILDING_REQUEST_STATES },
  { namespace: 'team-building', key: 'request_tabs', values: TEAM_BUILDING_REQUEST_TABS },
  { namespace: 'tax-receipts', key: 'states', values: TAX_RECEIPT_STATES },
];
