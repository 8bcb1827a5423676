import { makeStore } from '@chargesetu/web/data-access';

/** The one store. Creating it loads the stored session and starts its verification (docs/product.md §4). */
export const store = makeStore();
