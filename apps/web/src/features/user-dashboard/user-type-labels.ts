import type { UserType } from '@app/contracts';

export const USER_TYPE_LABELS: Record<UserType, string> = {
  retail: 'Retail customer',
  travelAgent: 'Travel agent',
  corporate: 'Corporate',
  staff: 'Staff',
  supplier: 'Supplier',
  consumer: 'API consumer',
};

/** Agents and corporate users have a company (legal entity) of their own. */
export const hasCompany = (userType: UserType) => userType === 'travelAgent' || userType === 'corporate';
