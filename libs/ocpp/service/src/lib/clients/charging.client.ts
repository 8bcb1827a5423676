import { CardStartResult, type CardStartBody } from '@chargesetu/shared/contracts';
import { internalCall, neighbourUnavailable, type ServiceClient } from '@chargesetu/shared/runtime';

/** What ocpp asks of the charging service, through its internal routes: the session of a card's transaction. */
export function chargingClient(services: ServiceClient) {
  return {
    /**
     * A driver's card began a transaction on this connector: charging starts the session (their booking's, or a
     * walk-up paid from their wallet) or says why not. `Unavailable` when charging cannot be asked.
     */
    async cardStart(body: CardStartBody, requestId?: string): Promise<CardStartResult> {
      const answer = await internalCall(
        services,
        'charging',
        { url: '/internal/charging/card-starts', method: 'POST', payload: body, requestId },
        CardStartResult,
      );
      if (!answer)
        throw neighbourUnavailable('charging', new Error('POST /internal/charging/card-starts answered 404'));
      return answer;
    },
  };
}
export type ChargingClient = ReturnType<typeof chargingClient>;
