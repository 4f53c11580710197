/**
 * The message catalogue: one module per area, every visible Vietnamese text of the PWA.
 * Screens import the area file they need directly (smaller chunks); this index lists them all.
 */
export { addressMessages } from './address.ts';
export { antdLocaleOverrides } from './antd-locale.ts';
export { authMessages } from './auth.ts';
export { cartMessages } from './cart.ts';
export { commonMessages } from './common.ts';
export { consignmentMessages } from './consignment.ts';
export { deliveryMessages } from './delivery.ts';
export { homeMessages } from './home.ts';
export { notificationMessages } from './notification.ts';
export { orderMessages } from './order.ts';
export { pagesMessages, routeTitles } from './pages.ts';
export { parcelMessages } from './parcel.ts';
export { productMessages } from './product.ts';
export { profileMessages } from './profile.ts';
export { pushMessages } from './push.ts';
export { walletMessages } from './wallet.ts';
export { withdrawMessages } from './withdraw.ts';
