/** Everything shared by the API, the PWA and the console. Front ends import subpaths to keep bundles small. */
export * from './contracts/address.ts';
export * from './contracts/auth.ts';
export * from './contracts/cart.ts';
export * from './contracts/common.ts';
export * from './contracts/order.ts';
export * from './contracts/product.ts';
export * from './contracts/wallet.ts';
export * from './errors.ts';
export * from './fees.ts';
export * from './links.ts';
export * from './money.ts';
export * from './shipping.ts';
export * from './statuses.ts';
