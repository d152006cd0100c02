import PDFDocument from 'pdfkit';
import { hoursAsDays } from '../../../shared/time/working-time';
import { interpolate } from '../../../shared/validation/messages';
import { fullName } from '../../../shared/users/me';
import { formatParisDateTime, formatParisSlot, label, texts } from '../../http/labels';
import type { AgreementRow } from './exports.sql';

/**
 * The volunteering agreement (convention d'engagement) of one application, in
 * French (the product's source language; the standard PDF fonts cover it):
 * the parties, the mission, its dates and times, the time type, the duration
 * in days, and a signature block for the three parties. Made with pdfkit.
 */
export function agreementTexts(): Record<string, string> {
  return texts('fr', 'engagements').agreement_pdf as Record<string, string>;
}

/** Days as French shows them: '1', '0,5', '1,43'. */
export function formatDays(hours: number): string {
  const days = Math.round(hoursAsDays(hours) * 100) / 100;
  return String(days).replace('.', ',');
}

export function agreementDurationHours(row: Pick<AgreementRow, 'revisedDurationHours' | 'approximateDurationHours' | 'dates'>): number {
  if (row.revisedDurationHours !== null) return row.revisedDurationHours;
  if (row.approximateDurationHours !== null) return row.approximateDurationHours;
  return row.dates.reduce((sum, date) => sum + Math.round((new Date(date.endsAt).getTime() - new Date(date.startsAt).getTime()) / 3_600_000), 0);
}

export function renderAgreementPdf(row: AgreementRow, now: Date = new Date()): Promise<Uint8Array> {
  const t = agreementTexts();
  const say = (key: string, params: Record<string, string> = {}) => interpolate(t[key] ?? key, params);
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: say('title'), Author: 'Solidaire', Subject: row.missionTitle } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });

  const width = doc.page.width - 112;
  const heading = (text: string) => {
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).fillColor('#1f6f5c').text(text, { width }).moveDown(0.3);
    doc.font('Helvetica').fontSize(11).fillColor('#222222');
  };
  const line = (text: string, options: { bold?: boolean } = {}) => doc.font(options.bold ? 'Helvetica-Bold' : 'Helvetica').text(text, { width });

  doc.font('Helvetica-Bold').fontSize(20).fillColor('#1f6f5c').text(say('title'), { width, align: 'center' });
  doc.moveDown(0.6).font('Helvetica').fontSize(11).fillColor('#222222').text(say('intro'), { width });

  heading(say('parties'));
  line(`${say('company')} : ${row.companyName}`, { bold: true });
  line(`${say('employee')} : ${fullName(row.firstName, row.lastName, row.email)} (${row.email})`, { bold: true });
  line(`${say('association')} : ${row.associationName ?? row.companyName}`, { bold: true });
  if (row.supervisorName || row.supervisorEmail) line(say('referent', { name: [row.supervisorName, row.supervisorEmail && `(${row.supervisorEmail})`].filter(Boolean).join(' ') }));

  heading(say('mission'));
  line(row.missionTitle, { bold: true });
  line(row.isRemote ? say('remote') : row.missionPlace ? say('place', { place: row.missionPlace }) : '');

  heading(say('dates'));
  if (row.dates.length === 0) line(say('no_dates'));
  for (const date of row.dates) line(`• ${formatParisSlot(date.startsAt, date.endsAt)}`);
  doc.moveDown(0.4);
  line(say('time_type', { value: label('fr', 'engagements', 'time_types', row.timeType) }));
  line(say('duration', { days: formatDays(agreementDurationHours(row)) }));
  line(say('state', { value: label('fr', 'engagements', 'states', row.state) }));

  heading(say('commitments'));
  doc.text(say('commitments_text'), { width });

  heading(say('signatures'));
  const top = doc.y + 4;
  const column = width / 3;
  const signers = [say('sign_company'), say('sign_employee'), say('sign_association')];
  signers.forEach((signer, index) => {
    const x = 56 + index * column;
    doc.font('Helvetica-Bold').fontSize(10).text(signer, x, top, { width: column - 12 });
    doc.font('Helvetica').fontSize(9).fillColor('#5b6661').text(say('sign_hint'), x, top + 16, { width: column - 12 });
    doc.rect(x, top + 32, column - 16, 70).strokeColor('#9aa5a0').stroke();
    doc.fillColor('#222222');
  });
  doc.font('Helvetica').fontSize(8).fillColor('#5b6661').text(say('generated', { date: formatParisDateTime(now), reference: row.id }), 56, top + 120, { width });
  doc.end();
  return done;
}
