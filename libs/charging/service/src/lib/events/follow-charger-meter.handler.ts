import { EVENTS, type EventPayloads } from '@chargesetu/shared/contracts';
import { defineConsumer, type Consumer, type ConsumerInput } from '@chargesetu/shared/runtime';
import type { ChargingDeps } from '../deps';
import { stopAtPaidEnergy } from '../use-cases/follow-charger';

type Input = ConsumerInput<typeof EVENTS.chargerMeterSampled, ChargingDeps>;

/**
 * charger.meter.sampled: the running session shows what the charger's meter says (energy since the start,
 * power, the car's state of charge). An older sample arriving after a newer one changes nothing.
 */
const recordMeter = defineConsumer(EVENTS.chargerMeterSampled, {
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

/**
 * The sample kept, and then (its transaction committed: no transaction is open during the call to the
 * charger) a walk-up whose meter has reached its paid energy is asked to stop, once (stopAtPaidEnergy). It
 * also runs for a redelivered sample, so a stop lost to a crash after the sample was kept is still sent.
 */
export const followChargerMeter: Consumer<ChargingDeps> = {
  ...recordMeter,
  async run(envelope, deps) {
    await recordMeter.run(envelope, deps);
    const data = envelope.data as EventPayloads[typeof EVENTS.chargerMeterSampled];
    await stopAtPaidEnergy(deps, data.chargePointId, data.transactionId, envelope.correlationId);
  },
};
