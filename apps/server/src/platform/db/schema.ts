/** Every table, for Drizzle's typed queries. Tables live beside the module that owns them. */

export * from '../../commerce/attention/attention.schema';
export * from '../../commerce/orders/order-events.schema';
export * from '../../commerce/orders/order-items.schema';
export * from '../../commerce/orders/orders.schema';
export * from '../../commerce/orders/supplier-refs.schema';
export * from '../../commerce/payments/payments.schema';
export * from '../../commerce/payments/refunds.schema';
export * from '../../modules/accounts/accounts.schema';
export * from '../../modules/audit/audit.schema';
export * from '../../modules/bookings/booking-search.schema';
export * from '../../modules/bookings/bookings.schema';
export * from '../../modules/documents/documents.schema';
export * from '../../modules/fixed-departures/fixed-departures.schema';
export * from '../../modules/flights/flights.schema';
export * from '../../modules/markup/markup.schema';
export * from '../../modules/notifications/outbox.schema';
export * from '../../modules/rbac/rbac.schema';
export * from '../../modules/reports/profit-loss-rollup.schema';
export * from '../../modules/site/policies.schema';
export * from '../../modules/site/seo.schema';
export * from '../../modules/site/site.schema';
export * from '../../modules/site/site-assets.schema';
export * from '../../modules/wallet/wallet.schema';
export * from '../rate-limits.schema';
