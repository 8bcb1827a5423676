import { makeStore } from '@chargesetu/web/data-access';
import { forgetOwnData } from '@chargesetu/web/ui';

/**
 * The one store. Creating it loads the stored session and starts its verification (docs/product.md §4); the
 * driver's bookings saved for offline go whenever the signed-in user changes (docs/product.md §2.19).
 */
export const store = makeStore({ forgetUserData: forgetOwnData });
