/** The agency's wallet page, where it tops up and sees its deposits. */
export const WALLET_PATH = '/user/transactionHistory';

/** A top-up's own page: where the gateway's return lands, its result and its receipt (decision 0054). */
export const topUpPath = (orderId: string) => `/user/wallet/top-up/${encodeURIComponent(orderId)}`;
