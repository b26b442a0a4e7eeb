import { Document, Image, Page, renderToBuffer, StyleSheet, Text, View } from '@react-pdf/renderer';
import { createElement as h, type ReactElement } from 'react';
import type { SiteRow } from '../site/site.schema';
import { contactLineOf, type DocumentBrand, pdfLogoOf } from './document-brand';
import type { InvoiceRow } from './documents.schema';
import type { InvoiceParty } from './invoice-content';

/**
 * The GST invoice as a PDF (decision 0045): the lines were worked out and frozen at issue; this
 * only draws them. The band carries the brand (the site's, or the agency's when an agent issues
 * invoices in its name); the supplier block is always the site's registered identity. The standard
 * PDF fonts have no rupee sign, so amounts read "INR 1,234.50".
 */

const styles = StyleSheet.create({
  page: { padding: 32, fontSize: 9, fontFamily: 'Helvetica', color: '#222222' },
  band: { padding: 12, marginBottom: 12, flexDirection: 'row', alignItems: 'center' },
  logo: { maxHeight: 36, maxWidth: 120, marginRight: 12 },
  brand: { fontSize: 15, fontFamily: 'Helvetica-Bold', color: '#ffffff' },
  bandNote: { fontSize: 8, color: '#ffffff' },
  title: { fontSize: 14, fontFamily: 'Helvetica-Bold', marginBottom: 8 },
  row: { flexDirection: 'row', justifyContent: 'space-between', marginBottom: 10 },
  half: { width: '48%' },
  label: { fontSize: 7, color: '#666666', marginBottom: 2, textTransform: 'uppercase' },
  bold: { fontFamily: 'Helvetica-Bold' },
  line: { marginBottom: 2 },
  table: { marginTop: 6, borderTopWidth: 1, borderTopColor: '#999999' },
  tr: { flexDirection: 'row', paddingVertical: 4, borderBottomWidth: 0.5, borderBottomColor: '#cccccc' },
  th: { fontFamily: 'Helvetica-Bold', fontSize: 8 },
  description: { width: '64%' },
  sac: { width: '12%' },
  amount: { width: '24%', textAlign: 'right' },
  total: { flexDirection: 'row', paddingVertical: 6, borderTopWidth: 1, borderTopColor: '#222222' },
  note: { fontSize: 7, color: '#555555', marginTop: 12 },
});

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '26 Nov 2026': the issue day in the site's time zone. */
export function invoiceDate(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return `${String(part('day')).padStart(2, '0')} ${MONTHS[part('month') - 1]} ${part('year')}`;
}

/** 'INR 12,345.60': paise as the invoice prints them, always with two decimals. */
export function invoiceAmount(minor: number, currency: string): string {
  const major = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    minor / 100,
  );
  return `${currency} ${major}`;
}

function party(label: string, p: InvoiceParty) {
  return h(
    View,
    { style: styles.half },
    h(Text, { style: styles.label }, label),
    h(Text, { style: [styles.line, styles.bold] }, p.name),
    p.address ? h(Text, { style: styles.line }, p.address) : null,
    h(Text, { style: styles.line }, `GSTIN: ${p.gstin ?? 'not registered'}`),
    p.stateCode ? h(Text, { style: styles.line }, `State: ${p.stateName ?? ''} (${p.stateCode})`) : null,
  );
}

function tr(key: string, description: string, sac: string, amount: string, bold = false) {
  const cell = bold ? [styles.bold] : [];
  return h(
    View,
    { key, style: styles.tr, wrap: false },
    h(Text, { style: [styles.description, ...cell] }, description),
    h(Text, { style: [styles.sac, ...cell] }, sac),
    h(Text, { style: [styles.amount, ...cell] }, amount),
  );
}

export function invoiceDocument(invoice: InvoiceRow, site: SiteRow, brand: DocumentBrand): ReactElement {
  const c = invoice.content;
  const money = (minor: number) => invoiceAmount(minor, c.currency);
  const logo = pdfLogoOf(brand);
  const contact = contactLineOf(brand);
  const half = c.tax.ratePercent / 2;
  const taxRows = c.tax.interState
    ? [tr('igst', `IGST @ ${c.tax.ratePercent}% on ${money(c.tax.taxableValue)}`, '', money(c.tax.igst))]
    : [
        tr('cgst', `CGST @ ${half}% on ${money(c.tax.taxableValue)}`, '', money(c.tax.cgst)),
        tr('sgst', `SGST @ ${half}% on ${money(c.tax.taxableValue)}`, '', money(c.tax.sgst)),
      ];
  return h(
    Document,
    { title: `Tax invoice ${invoice.number}`, author: brand.name, creator: brand.name, producer: brand.name },
    h(
      Page,
      { size: 'A4', style: styles.page },
      h(
        View,
        { style: [styles.band, { backgroundColor: site.primaryColor }] },
        logo ? h(Image, { style: styles.logo, src: logo }) : null,
        h(
          View,
          null,
          h(Text, { style: styles.brand }, brand.name),
          brand.address ? h(Text, { style: styles.bandNote }, brand.address) : null,
          contact ? h(Text, { style: styles.bandNote }, `Contact: ${contact}`) : null,
        ),
      ),
      h(Text, { style: styles.title }, 'Tax invoice'),
      h(
        View,
        { style: styles.row },
        h(
          View,
          { style: styles.half },
          h(Text, { style: styles.line }, `Invoice number: ${invoice.number}`),
          h(Text, { style: styles.line }, `Invoice date: ${invoiceDate(invoice.issuedAt, site.timeZone)}`),
        ),
        h(
          View,
          { style: styles.half },
          h(Text, { style: styles.line }, `Booking reference: ${c.orderReference}`),
          h(
            Text,
            { style: styles.line },
            `Place of supply: ${c.placeOfSupply.stateName} (${c.placeOfSupply.stateCode})`,
          ),
        ),
      ),
      h(View, { style: styles.row }, party('Supplier', c.supplier), party('Billed to', c.buyer)),
      h(
        View,
        { style: styles.table },
        tr('head', 'Description', 'SAC', `Amount (${c.currency})`, true),
        ...c.lines.map((l, i) =>
          tr(`line-${i}`, l.description, l.sac ?? '', `${l.sign < 0 ? '- ' : ''}${money(l.amount)}`),
        ),
        tr('taxable', 'Taxable value', '', money(c.tax.taxableValue)),
        ...taxRows,
      ),
      h(
        View,
        { style: styles.total },
        h(Text, { style: [styles.description, styles.bold] }, 'Total paid'),
        h(Text, { style: styles.sac }, ''),
        h(Text, { style: [styles.amount, styles.bold] }, money(c.total)),
      ),
      h(
        Text,
        { style: styles.note },
        'Fares, airline taxes and charges are collected for the airline as a pure agent (CGST Rules, rule 33) and are not part of the value of our supply; GST is charged on our service fee. Tax payable on reverse charge: No. This is a computer-generated invoice and needs no signature.',
      ),
    ),
  );
}

export async function renderInvoicePdf(
  invoice: InvoiceRow,
  site: SiteRow,
  brand: DocumentBrand,
): Promise<Buffer> {
  return renderToBuffer(invoiceDocument(invoice, site, brand) as Parameters<typeof renderToBuffer>[0]);
}
