import PDFDocument from 'pdfkit';
import { TAX_REDUCTION_RATE } from '../../../shared/tax-receipts/tax-receipt.rules';
import { daysFromSeventhsText, eurosText } from '../../../shared/tax-receipts/valuation';
import { fullName } from '../../../shared/users/me';
import { formatParisSlot } from '../../http/labels';
import type { LineRow, ReceiptRow } from './tax-receipts.sql';

/*
 * A « reçu fiscal » is a French legal document (article 238 bis du code général des impôts, the mentions of the
 * Cerfa n° 16216): it is written in French whatever the reader's language, as the agreement PDF is.
 */

const frenchDate = (iso: string) => iso.split('-').reverse().join('/');

function pdf(title: string, write: (doc: PDFKit.PDFDocument, width: number) => void): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: title, Author: 'Solidaire' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  write(doc, doc.page.width - 112);
  doc.end();
  return done;
}

function heading(doc: PDFKit.PDFDocument, width: number, text: string) {
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).fillColor('#1f6f5c').text(text, { width }).moveDown(0.3);
  doc.font('Helvetica').fontSize(10.5).fillColor('#222222');
}

function lineTable(doc: PDFKit.PDFDocument, width: number, lines: readonly LineRow[]) {
  for (const line of lines) {
    doc.text(`• ${formatParisSlot(line.startsAt, line.endsAt)} — ${fullName(line.firstName, line.lastName, line.email)} — ${line.missionTitle}`, { width });
    doc.text(`   ${daysFromSeventhsText(line.sevenths)} j × ${eurosText(line.dailyCostCents)} = ${eurosText(line.valuedAmountCents)}`, { width });
  }
}

/** The receipt the association issues to the company for a set of lines. */
export function renderReceiptPdf(receipt: ReceiptRow, lines: readonly LineRow[]): Promise<Uint8Array> {
  return pdf(`Reçu fiscal ${receipt.number ?? ''}`.trim(), (doc, width) => {
    doc.font('Helvetica-Bold').fontSize(18).fillColor('#1f6f5c').text('Reçu au titre des dons à certains organismes d\u2019intérêt général', { width, align: 'center' });
    doc.moveDown(0.3).font('Helvetica').fontSize(10.5).fillColor('#222222').text('Article 238 bis du code général des impôts (CGI) — mécénat d\u2019entreprise', { width, align: 'center' });
    doc.moveDown(0.6).font('Helvetica-Bold').text(`Reçu n° ${receipt.number ?? ''}`, { width });

    heading(doc, width, 'Bénéficiaire des versements');
    doc.font('Helvetica-Bold').text(receipt.associationName, { width });
    doc.font('Helvetica').text(`Adresse : ${receipt.associationAddress ?? ''}`, { width });
    doc.text(`Objet : ${receipt.associationObject ?? ''}`, { width });
    doc.text('Organisme d\u2019intérêt général habilité à recevoir des dons ouvrant droit à la réduction d\u2019impôt de l\u2019article 238 bis du CGI.', { width });

    heading(doc, width, 'Donateur (entreprise)');
    doc.font('Helvetica-Bold').text(receipt.companyName, { width });

    heading(doc, width, 'Don');
    doc.text('Le bénéficiaire reconnaît avoir reçu au titre des dons et versements ouvrant droit à réduction d\u2019impôt la somme de :', { width });
    doc.font('Helvetica-Bold').fontSize(14).text(`Montant : ${eurosText(receipt.amountCents)}`, { width });
    doc.font('Helvetica').fontSize(10.5);
    const first = lines[0]?.workedOn;
    const last = lines.at(-1)?.workedOn;
    if (first && last) doc.text(`Date des dons : du ${frenchDate(first)} au ${frenchDate(last)}`, { width });
    doc.text('Forme du don : autre (don en nature)', { width });
    doc.text('Nature du don : mécénat de compétences (mise à disposition de salariés sur leur temps de travail)', { width });
    doc.text(`Durée totale : ${daysFromSeventhsText(lines.reduce((sum, line) => sum + line.sevenths, 0))} jour(s) de 7 heures`, { width });
    doc.text('Valorisation : coût de revient (rémunération et charges sociales) des salariés mis à disposition, au prorata du temps donné.', { width });
    doc.text(
      `Réduction d\u2019impôt estimée (${Math.round(TAX_REDUCTION_RATE * 100)} % du montant, dans les limites de l\u2019article 238 bis du CGI) : ${eurosText(Math.round(receipt.amountCents * TAX_REDUCTION_RATE))}`,
      { width },
    );

    heading(doc, width, 'Détail du temps donné');
    lineTable(doc, width, lines);

    heading(doc, width, 'Date et signature');
    doc.text(`Fait le ${receipt.issuedOn ? frenchDate(receipt.issuedOn) : ''}, pour ${receipt.associationName}.`, { width });
  });
}

/** The attestation of one line: the time one employee gave on one date, valued. */
export function renderLinePdf(line: LineRow): Promise<Uint8Array> {
  return pdf('Ligne de défiscalisation', (doc, width) => {
    doc.font('Helvetica-Bold').fontSize(18).fillColor('#1f6f5c').text('Ligne de défiscalisation — mécénat de compétences', { width, align: 'center' });
    doc.moveDown(0.6).font('Helvetica').fontSize(10.5).fillColor('#222222');
    doc.text(`Entreprise : ${line.companyName}`, { width });
    doc.text(`Association : ${line.associationName}`, { width });
    doc.text(`Mission : ${line.missionTitle}`, { width });
    doc.text(`Salarié : ${fullName(line.firstName, line.lastName, line.email)}`, { width });
    doc.text(`Date : ${formatParisSlot(line.startsAt, line.endsAt)}`, { width });
    doc.text(`Durée : ${daysFromSeventhsText(line.sevenths)} jour(s) de 7 heures (${line.sevenths}/7)`, { width });
    doc.text(`Coût journalier déclaré : ${eurosText(line.dailyCostCents)}`, { width });
    doc.font('Helvetica-Bold').text(`Montant valorisé : ${eurosText(line.valuedAmountCents)}`, { width });
    doc.font('Helvetica').text(line.receiptNumber ? `Couverte par le reçu n° ${line.receiptNumber}` : 'Pas encore couverte par un reçu fiscal.', { width });
  });
}
