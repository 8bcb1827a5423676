import { InternalWallet, WalletPaymentResult } from '@chargesetu/shared/contracts';
import {
  internalCall,
  internalRead,
  neighbourUnavailable,
  type ServiceClient,
} from '@chargesetu/shared/runtime';

/** What charging asks of payments, through its internal routes: a wallet's balance, and paying a walk-up from it. */
export function paymentsClient(services: ServiceClient) {
  return {
    /** The driver's wallet balance, rupees. */
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
    /** Pays the driver's pending booking from their wallet, or says why it could not. */
    async payFromWallet(userId: number, bookingId: number, requestId?: string): Promise<WalletPaymentResult> {
      const answer = await internalCall(
        services,
        'payments',
        { url: '/internal/payments/wallet', method: 'POST', payload: { userId, bookingId }, requestId },
        WalletPaymentResult,
      );
      if (!answer)
        throw neighbourUnavailable('payments', new Error('POST /internal/payments/wallet answered 404'));
      return answer;
    },
  };
}
export type PaymentsClient = ReturnType<typeof paymentsClient>;
