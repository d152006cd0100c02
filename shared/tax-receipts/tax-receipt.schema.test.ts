import { describe, expect, it } from 'vitest';
import { taxExemptionInputSchema, taxExemptionSchema, taxReceiptInputSchema, taxReceiptProblemInputSchema, taxReceiptSchema } from './tax-receipt.schema';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('taxExemptionInputSchema', () => {
  const valid = { companyId: 1, associationId: 2, periodStart: '2026-01-01', periodEnd: '2026-12-31', averageDailyRateCents: 45_000, engagementTimeslotIds: [5, 6] };

  it('accepts an exemption', () => {
    expect(taxExemptionInputSchema.parse(valid)).toEqual({ ...valid, missionId: null });
    expect(taxExemptionInputSchema.parse({ ...valid, periodEnd: '2026-01-01', missionId: 9 }).missionId).toBe(9);
  });

  it('refuses an empty or misordered exemption', () => {
    expect(messages(taxExemptionInputSchema.safeParse({ ...valid, periodEnd: '2025-12-31', engagementTimeslotIds: [] }))).toEqual({
      engagementTimeslotIds: 'Ce champ est obligatoire.',
      periodEnd: 'La date de fin doit suivre la date de début.',
    });
    expect(messages(taxExemptionInputSchema.safeParse({ ...valid, periodEnd: '2025-12-31' }))).toEqual({
      periodEnd: 'La date de fin doit suivre la date de début.',
    });
    expect(messages(taxExemptionInputSchema.safeParse({ ...valid, averageDailyRateCents: -1 }))).toEqual({ averageDailyRateCents: 'La valeur minimale est 0.' });
    expect(messages(taxExemptionInputSchema.safeParse({ ...valid, averageDailyRateCents: 1_000_001 }))).toEqual({
      averageDailyRateCents: 'La valeur maximale est 1000000.',
    });
    expect(messages(taxExemptionInputSchema.safeParse({ ...valid, averageDailyRateCents: 1.5 }))).toEqual({ averageDailyRateCents: 'Saisissez un nombre entier.' });
  });
});

describe('receipt inputs', () => {
  it('requires the number, the date and the document, or a message', () => {
    expect(taxReceiptInputSchema.parse({ number: ' RF-2026-001 ', issuedOn: '2026-02-01', documentPath: 'uploads/recu.pdf' })).toEqual({
      number: 'RF-2026-001',
      issuedOn: '2026-02-01',
      documentPath: 'uploads/recu.pdf',
    });
    expect(Object.keys(messages(taxReceiptInputSchema.safeParse({ number: '', issuedOn: 'x' })))).toEqual(['number', 'issuedOn', 'documentPath']);
    expect(messages(taxReceiptProblemInputSchema.safeParse({ message: '' }))).toEqual({ message: 'Ce champ est obligatoire.' });
  });
});

describe('stored shapes', () => {
  it('describes an exemption with its lines and a receipt', () => {
    const exemption = {
      id: 1,
      companyId: 2,
      associationId: 3,
      missionId: null,
      periodStart: '2026-01-01',
      periodEnd: '2026-12-31',
      averageDailyRateCents: 45_000,
      totalDays: 1.5,
      valuedAmountCents: 67_500,
      taxReductionCents: 40_500,
      lines: [{ id: 1, taxExemptionId: 1, engagementTimeslotId: 4, userId: '0b6f7c1e-2d3a-4f5b-8c9d-0e1f2a3b4c5d', date: '2026-03-02', days: 1.5, valuedAmountCents: 67_500 }],
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
    };
    expect(taxExemptionSchema.parse(exemption)).toEqual(exemption);
    const receipt = {
      id: 1,
      taxExemptionId: 1,
      companyId: 2,
      associationId: 3,
      number: null,
      amountCents: 67_500,
      documentPath: null,
      issuedOn: null,
      state: 'to_send',
      problemMessage: null,
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
    };
    expect(taxReceiptSchema.parse(receipt)).toEqual(receipt);
  });
});
