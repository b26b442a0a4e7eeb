/** GST invoices and an agent's documents in its own name (decision 0045): what other features use. */
export { AgentBrandingCard } from './AgentBrandingCard';
export { GstInvoiceButton } from './GstInvoiceButton';
