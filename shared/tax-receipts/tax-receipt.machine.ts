import { defineMachine } from '../state-machine';

/**
 * Spec §4 Tax receipt: in progress (to send), complete, archived, refused by
 * the association (problem reported). Labels: `tax-receipts:states.<state>`.
 */
export const TAX_RECEIPT_STATES = ['to_send', 'complete', 'problem_reported', 'archived'] as const;
export type TaxReceiptState = (typeof TAX_RECEIPT_STATES)[number];

export const TAX_RECEIPT_ACTIONS = ['complete', 'report_problem', 'resolve', 'reopen', 'archive', 'unarchive'] as const;
export type TaxReceiptAction = (typeof TAX_RECEIPT_ACTIONS)[number];

export interface TaxReceiptContext {
  /** For `complete`: the association has uploaded the signed receipt. */
  hasDocument?: boolean;
  /** For `report_problem`: why the association refuses to issue the receipt. */
  problemMessage?: string | null;
}

export const taxReceiptMachine = defineMachine<TaxReceiptState, TaxReceiptAction, TaxReceiptContext>({
  states: TAX_RECEIPT_STATES,
  actions: TAX_RECEIPT_ACTIONS,
  rules: {
    // The association sends the receipt: it is complete once the document is there.
    complete: { from: ['to_send'], to: 'complete', guard: (ctx) => (ctx.hasDocument ? null : 'TAX_RECEIPT_DOCUMENT_REQUIRED') },
    // The association refuses (wrong hours, unknown volunteer...): it says why.
    report_problem: { from: ['to_send'], to: 'problem_reported', guard: (ctx) => (ctx.problemMessage?.trim() ? null : 'PROBLEM_MESSAGE_REQUIRED') },
    // The platform fixed the lines: the receipt is to send again.
    resolve: { from: ['problem_reported'], to: 'to_send' },
    // A wrong document was sent: back to 'to send'.
    reopen: { from: ['complete'], to: 'to_send' },
    archive: { from: ['to_send', 'complete', 'problem_reported'], to: 'archived' },
    unarchive: { from: ['archived'], to: 'to_send' },
  },
});
