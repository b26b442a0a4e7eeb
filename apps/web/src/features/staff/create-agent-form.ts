import { AGENT_TYPES, newCustomer } from '@app/contracts';
import { z } from 'zod';

/** The create-agent form: the shared customer rules (spec §5) plus the agent type. */
export const createAgentForm = z.object({
  userType: z.enum(['retail', 'travelAgent']),
  customer: newCustomer,
});

export const AGENT_TYPE_OPTIONS = AGENT_TYPES.map((type) => ({ value: type.userType, label: type.label }));

/**
 * Server field keys as form field names: validation answers 'userData.customer.email', the service
 * plain 'email'; both belong under `customer.` except the agent type.
 */
export function formFieldOf(key: string): string {
  const field = key.replace(/^userData\./, '');
  return field === 'userType' || field.startsWith('customer.') ? field : `customer.${field}`;
}
