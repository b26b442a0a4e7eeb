import { z } from 'zod';
import { ok } from '../common/fields';

/**
 * GST invoices and the documents a travel agent issues in its own name (decision 0045).
 */

/** GET invoices/gst: the order's GST invoice as a PDF, issued on first asking. */
export const gstInvoiceRequest = z.object({
  /** the order's reference (FLD-26-000042), as its page and its tickets print it */
  reference: z.string().trim().min(1, 'This is required field.').max(40),
});
export type GstInvoiceRequest = z.input<typeof gstInvoiceRequest>;

/** The file name of an invoice: its number with the slashes a file name cannot carry made dashes. */
export const gstInvoiceFileName = (number: string) => `invoice-${number.replaceAll('/', '-')}.pdf`;

export const INVOICE_MSG = {
  notFound: 'No such booking',
  notYet: 'The invoice is issued once the booking is confirmed and ticketed',
  noGstin:
    "The site's GSTIN is not set, so it cannot issue tax invoices yet: staff set it under Settings → Other settings → Tax identity",
  failed: 'The invoice could not be downloaded',
} as const;

/** Which documents an agent issues in its agency's name rather than the site's. */
export const agentBranding = z.object({
  eTickets: z.boolean(),
  invoices: z.boolean(),
  mails: z.boolean(),
});
export type AgentBranding = z.infer<typeof agentBranding>;

export const agentBrandingResponse = ok({ data: agentBranding });
