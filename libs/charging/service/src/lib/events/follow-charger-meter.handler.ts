import { EVENTS } from '@chargesetu/shared/contracts';
import { defineConsumer, type ConsumerInput } from '@chargesetu/shared/runtime';
import type { ChargingDeps } from '../deps';

type Input = ConsumerInput<typeof EVENTS.chargerMeterSampled, ChargingDeps>;

/**
 * charger.meter.sampled: the running session shows what the charger's meter says (energy since the start,
 * power, the car's state of charge). An older sample arriving after a newer one changes nothing.
 */
export const followChargerMeter = defineConsumer(EVENTS.chargerMeterSampled, {
  name: 'follow-charger-meter',
  async handle({ data, m, deps }: Input) {
    await deps.sessions.recordMeter(
      data.chargePointId,
      data.transactionId,
      { at: new Date(data.at), energyWh: data.energyWh, powerW: data.powerW, socPercent: data.socPercent },
      m,
    );
  },
});
