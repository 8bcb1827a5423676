import { EVENTS } from '@chargesetu/shared/contracts';
import { defineConsumer, type ConsumerInput } from '@chargesetu/shared/runtime';
import type { ChargingDeps } from '../deps';

type Input = ConsumerInput<typeof EVENTS.chargerTransactionStarted, ChargingDeps>;

/**
 * charger.transaction.started naming a reservationId (OCPP 1.6 §5.13: the transaction ended that
 * reservation): the reservation is `used`. One of another charge point, or one not ours, changes nothing;
 * a start that names none is settled when the reservation's grace period ends (expireLapsed).
 */
export const useReservationOnChargerTransactionStarted = defineConsumer(EVENTS.chargerTransactionStarted, {
  name: 'use-reservation-on-charger-transaction-started',
  async handle({ data, m, deps }: Input) {
    // Ours are serial ids: anything else (a charger's own numbering) is no reservation of ours.
    const id = data.reservationId;
    if (id === null || !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return;
    const used = await deps.reservations.markUsed(id, data.chargePointId, deps.now(), m);
    if (used) {
      deps.ctx.logger.info(
        { bookingId: used.bookingId, reservationId: used.id, transactionId: data.transactionId },
        'reservation used: charging started on the reserved connector',
      );
    }
  },
});
