import { InternalWallet } from '@chargesetu/shared/contracts';
import { internalRead, neighbourUnavailable, type ServiceClient } from '@chargesetu/shared/runtime';

/** What ocpp reads of the payments service: a driver's wallet balance (a card tap without a booking needs one). */
export function paymentsClient(services: ServiceClient) {
  return {
    /** The driver's wallet balance in rupees. `Unavailable` when payments cannot be read. */
    async walletBalance(userId: number, requestId?: string): Promise<number> {
      const wallet = await internalRead(
        services,
        'payments',
        `/internal/wallets/${userId}`,
        InternalWallet,
        requestId,
      );
      if (!wallet)
        throw neighbourUnavailable('payments', new Error(`GET /internal/wallets/${userId} answered 404`));
      return Number(wallet.balance);
    },
  };
}
export type PaymentsClient = ReturnType<typeof paymentsClient>;
