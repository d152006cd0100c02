import { describe, expect, it } from 'vitest';
import { outcome } from '../state-machine';
import { TAX_RECEIPT_ACTIONS, TAX_RECEIPT_STATES, type TaxReceiptContext, taxReceiptMachine } from './tax-receipt.machine';

/** A context that satisfies every guard, so the table shows the state logic alone. */
const permissive: TaxReceiptContext = { hasDocument: true, problemMessage: 'Heures inexactes' };
const I = 'INVALID_TRANSITION';

describe('tax receipt machine: every state x every action', () => {
  // rows: states; columns: complete, report_problem, resolve, reopen, archive, unarchive
  const expected: Record<string, string[]> = {
    to_send: ['complete', 'problem_reported', I, I, 'archived', I],
    complete: [I, I, I, 'to_send', 'archived', I],
    problem_reported: [I, I, 'to_send', I, 'archived', I],
    archived: [I, I, I, I, I, 'to_send'],
  };
  it('has a row for every state and a column for every action', () => {
    expect(Object.keys(expected)).toEqual([...TAX_RECEIPT_STATES]);
    for (const row of Object.values(expected)) expect(row).toHaveLength(TAX_RECEIPT_ACTIONS.length);
  });
  for (const state of TAX_RECEIPT_STATES) {
    TAX_RECEIPT_ACTIONS.forEach((action, index) => {
      it(`${state} --${action}--> ${expected[state]![index]}`, () => {
        expect(outcome(taxReceiptMachine.transition(state, action, permissive))).toBe(expected[state]![index]);
      });
    });
  }
});

describe('tax receipt guards', () => {
  it('completes a receipt only with its document', () => {
    expect(outcome(taxReceiptMachine.transition('to_send', 'complete', {}))).toBe('TAX_RECEIPT_DOCUMENT_REQUIRED');
    expect(outcome(taxReceiptMachine.transition('to_send', 'complete', { hasDocument: false }))).toBe('TAX_RECEIPT_DOCUMENT_REQUIRED');
  });

  it('needs a message to report a problem', () => {
    expect(outcome(taxReceiptMachine.transition('to_send', 'report_problem', {}))).toBe('PROBLEM_MESSAGE_REQUIRED');
    expect(outcome(taxReceiptMachine.transition('to_send', 'report_problem', { problemMessage: '  ' }))).toBe('PROBLEM_MESSAGE_REQUIRED');
  });

  it('lists the available actions', () => {
    expect(taxReceiptMachine.availableActions('to_send', undefined, {})).toEqual(['archive']);
    expect(taxReceiptMachine.availableActions('to_send', undefined, permissive)).toEqual(['complete', 'report_problem', 'archive']);
  });
});
