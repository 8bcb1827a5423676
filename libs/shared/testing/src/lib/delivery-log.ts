import { isDeepStrictEqual } from 'node:util';
import { addDaysYmd, FULL_SLOT_GRID, istInstant, slotEnd, todayIst } from '@chargesetu/shared/domain';
import { eventually } from './eventually';

/**
 * The part of a service module this needs: structural, so the testing library imports no runtime
 * (method syntax keeps the parameters bivariant, so a real ServiceModule fits).
 */
interface Bindable {
  bind(ctx: unknown): { consumers: ReadonlyArray<{ handle(event: { id: string }): Promise<void> }> };
}

/**
 * The module with its real consumers, each delivery it finished (handled or absorbed as a duplicate)
 * logged by event id: how a test knows a redelivery has been processed before asserting that it
 * changed nothing.
 */
export function withDeliveryLog<M extends Bindable>(module: M): { module: M; delivered: string[] } {
  const delivered: string[] = [];
  const bind = (ctx: unknown) => {
    const bound = module.bind(ctx);
    const consumers = bound.consumers.map((c) => ({
      ...c,
      handle: async (event: { id: string }) => {
        await c.handle(event);
        delivered.push(event.id);
      },
    }));
    return { ...bound, consumers };
  };
  return { delivered, module: { ...module, bind } };
}

/** Waits until `log` has finished every given delivery (however many times each). */
export async function waitForDeliveries(log: { delivered: string[] }, ids: string[]): Promise<void> {
  const expected = [...ids].sort();
  await eventually(() => {
    const seen = log.delivered.filter((id) => ids.includes(id)).sort();
    if (!isDeepStrictEqual(seen, expected))
      throw new Error(`deliveries finished: ${JSON.stringify(seen)}; expected ${JSON.stringify(expected)}`);
  });
}

/** A charger of a 24/7 station, so any slot of the grid can be booked on it. */
export interface ChargerChoice {
  stationId: number;
  chargerType: string;
  power: number;
  pricePerKwh: string;
}

let slotSerial = 0;

/** A fresh 30-minute slot each call (two days ahead and later), so test bookings never collide. */
export function nextSlot(now: Date = new Date()): { startTime: string; endTime: string } {
  const n = slotSerial++;
  const perDay = FULL_SLOT_GRID.length;
  const start = istInstant(addDaysYmd(todayIst(now), 2 + Math.floor(n / perDay)), FULL_SLOT_GRID[n % perDay]);
  return { startTime: start.toISOString(), endTime: slotEnd(start).toISOString() };
}
