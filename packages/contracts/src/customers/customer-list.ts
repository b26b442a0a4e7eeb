import { z } from 'zod';
import { CUSTOMER_TYPES, USER_STATUSES } from '../common/enums';
import { integerField, ok, paged, requiredText } from '../common/fields';

/** Customers are the site's own buyers; staff, suppliers and consumers are listed elsewhere. */
export const CUSTOMERS_PAGE_SIZE = 20;
export const SEARCH_RESULTS_LIMIT = 20;

const pageField = () => integerField().pipe(z.number().min(1).max(10_000)).default(1);
const idField = () => z.string({ error: 'Invalid value' }).trim().min(1).max(64);

/** One row of the staff customer list: enough for the list and its status chips. */
export const customerListItem = z.object({
  users_id: z.string(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  phoneCode: z.string().nullable(),
  userType: z.enum(CUSTOMER_TYPES),
  status: z.enum(USER_STATUSES),
  companyName: z.string().nullable(),
  isBlocked: z.boolean(),
  isFlightHoldAllowed: z.boolean(),
  flightLookToBook: z.object({
    is_exempted: z.boolean(),
    /**
     * Searches left in the site's look-to-book allowance were the customer not exempt; null where the
     * site sets no limit. 0 for an exempt customer: removing the exemption stops their searches.
     */
    searchesLeft: z.number().int().nullable(),
  }),
  groupName: z.string().nullable(),
  /** the permission group (RBAC user group) */
  userGroupName: z.string().nullable(),
  createdAt: z.string(),
});
export type CustomerListItem = z.infer<typeof customerListItem>;

/** POST wl/user/getCustomers {staffId, page, userId}: newest first; userId narrows to one customer. */
export const getCustomersPath = 'wl/user/getCustomers';
export const getCustomersRequest = z.object({
  // The caller is known from the session; staffId is accepted because the web app sends it (spec §7).
  staffId: z.string().max(64).nullish(),
  page: pageField(),
  userId: z.string().trim().max(64).nullish(),
  /** only members of this permission group; needs the site's permission menu (spec §6) */
  rbacUserGroupId: z.string().trim().max(64).nullish(),
});
export type GetCustomersRequest = z.input<typeof getCustomersRequest>;

const pageOf = <T extends z.ZodType>(item: T) => z.object(paged(item));
export const customerPage = pageOf(customerListItem);
export type CustomerPage = z.infer<typeof customerPage>;
export const getCustomersResponse = ok({ data: customerPage });

/** POST wl/user/searchWlUser {searchQuery}: by name, e-mail, phone or company; at most 20. */
export const searchWlUserPath = 'wl/user/searchWlUser';
export const searchWlUserRequest = z.object({ searchQuery: requiredText(100) });
export type SearchWlUserRequest = z.input<typeof searchWlUserRequest>;
export const searchWlUserResponse = ok({ data: z.array(customerListItem) });

/** POST wl/user/getUserById {id}: the whole user (answered as userDataResponse). */
export const getUserByIdPath = 'wl/user/getUserById';
export const getUserByIdRequest = z.object({ id: idField() });
export type GetUserByIdRequest = z.input<typeof getUserByIdRequest>;

/** An API consumer: another site buying this site's supply (spec §3 "API consumer record"). */
export const apiConsumer = z.object({
  wl_companyName: z.string(),
  wl_domain: z.string(),
  wl_adminEmail: z.string().nullable(),
  wl_adminContact: z.string().nullable(),
  wl_legalEntityId: z.string().nullable(),
  wl_mongoDb_siteId: z.string(),
  leGroup_groupName: z.string().nullable(),
  sup_category: z.string(),
  sc_map_isFlightHoldAllowed: z.boolean(),
  sc_map_supplierListId: z.string().nullable(),
});
export type ApiConsumer = z.infer<typeof apiConsumer>;

/** POST wl/user/getApiConsumers {page}: our own call for the Api Consumers tab. */
export const getApiConsumersPath = 'wl/user/getApiConsumers';
export const getApiConsumersRequest = z.object({ page: pageField() });
export type GetApiConsumersRequest = z.input<typeof getApiConsumersRequest>;
export const getApiConsumersResponse = ok({ data: pageOf(apiConsumer) });

export { idField as customerIdField };
