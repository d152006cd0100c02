import { defineMachine } from '../state-machine';

/** Spec §4 Project: pending, accepted, rejected. Labels: `project-calls:project_states.<state>`. */
export const PROJECT_STATES = ['pending', 'accepted', 'rejected'] as const;
export type ProjectState = (typeof PROJECT_STATES)[number];

export const PROJECT_ACTIONS = ['accept', 'reject', 'reopen'] as const;
export type ProjectAction = (typeof PROJECT_ACTIONS)[number];

export interface ProjectContext {
  /** A project is reviewed only once its holder has submitted it (a draft is pending too). */
  submitted?: boolean;
}

const mustBeSubmitted = (ctx: ProjectContext) => (ctx.submitted ? null : 'INVALID_TRANSITION');

/** The company reviews submitted projects; accepted ones are the ones put to the vote. */
export const projectMachine = defineMachine<ProjectState, ProjectAction, ProjectContext>({
  states: PROJECT_STATES,
  actions: PROJECT_ACTIONS,
  rules: {
    accept: { from: ['pending', 'rejected'], to: 'accepted', guard: mustBeSubmitted },
    reject: { from: ['pending', 'accepted'], to: 'rejected', guard: mustBeSubmitted },
    // Back to review, e.g. after a decision made by mistake.
    reopen: { from: ['accepted', 'rejected'], to: 'pending' },
  },
});
