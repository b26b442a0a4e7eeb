export * from './credit-limits';
export * from './site-wallet-entries';
export * from './supplier-wallets';
export * from './wallet';
export * from './wallet-deposits';
export * from './wallet-top-up';
