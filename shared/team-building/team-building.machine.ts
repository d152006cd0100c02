import { defineMachine } from '../state-machine';
import { TEAM_BUILDING_CANCEL_REASONS, type TeamBuildingCancelReason } from './cancel-reasons';

/** Spec §4 Team building: draft, published, archived. Labels: `team-building:states.<state>`. */
export const TEAM_BUILDING_STATES = ['draft', 'published', 'archived'] as const;
export type TeamBuildingState = (typeof TEAM_BUILDING_STATES)[number];

export const TEAM_BUILDING_ACTIONS = ['publish', 'unpublish', 'archive', 'restore'] as const;
export type TeamBuildingAction = (typeof TEAM_BUILDING_ACTIONS)[number];

export const teamBuildingMachine = defineMachine<TeamBuildingState, TeamBuildingAction, void>({
  states: TEAM_BUILDING_STATES,
  actions: TEAM_BUILDING_ACTIONS,
  rules: {
    publish: { from: ['draft'], to: 'published' },
    unpublish: { from: ['published'], to: 'draft' },
    archive: { from: ['draft', 'published'], to: 'archived' },
    restore: { from: ['archived'], to: 'draft' },
  },
});

/**
 * Spec §4 Team-building request: toConfirm, validated, finished, canceled.
 * Labels: `team-building:request_states.<state>`.
 */
export const TEAM_BUILDING_REQUEST_STATES = ['toConfirm', 'validated', 'finished', 'canceled'] as const;
export type TeamBuildingRequestState = (typeof TEAM_BUILDING_REQUEST_STATES)[number];

export const TEAM_BUILDING_REQUEST_ACTIONS = ['validate', 'finish', 'cancel'] as const;
export type TeamBuildingRequestAction = (typeof TEAM_BUILDING_REQUEST_ACTIONS)[number];

export interface TeamBuildingRequestContext {
  /** For `cancel`: one of the four reasons of spec §4. */
  cancelReason?: TeamBuildingCancelReason | null;
}

/**
 * Who acts on a request: spec §6 gives companies the running of their team building, so the company's managers
 * (`canManageCompany`: its admins, holding admins, and platform admins, who count as company admins) confirm it once
 * arranged, mark it finished and cancel it; employees only join it.
 */
export interface TeamBuildingRequestParty {
  managesCompany: boolean;
}

const manager = (party: TeamBuildingRequestParty) => (party.managesCompany ? null : 'FORBIDDEN');

const isCancelReason = (value: unknown): value is TeamBuildingCancelReason =>
  typeof value === 'string' && (TEAM_BUILDING_CANCEL_REASONS as readonly string[]).includes(value);

export const teamBuildingRequestMachine = defineMachine<TeamBuildingRequestState, TeamBuildingRequestAction, TeamBuildingRequestContext, TeamBuildingRequestParty>({
  states: TEAM_BUILDING_REQUEST_STATES,
  actions: TEAM_BUILDING_REQUEST_ACTIONS,
  rules: {
    validate: { from: ['toConfirm'], to: 'validated', who: manager },
    finish: { from: ['validated'], to: 'finished', who: manager },
    cancel: {
      from: ['toConfirm', 'validated'],
      to: 'canceled',
      who: manager,
      guard: (ctx) => (isCancelReason(ctx.cancelReason) ? null : 'CANCEL_REASON_REQUIRED'),
    },
  },
});
