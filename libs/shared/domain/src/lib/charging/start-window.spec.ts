import { CHARGING_EARLY_START_MINUTES } from '../constants/constants';
import { chargingStartPhase, chargingStartWindow } from './start-window';

const slot = { startTime: '2026-11-23T04:30:00.000Z', endTime: '2026-11-23T05:00:00.000Z' }; // 10:00–10:30 IST
const at = (iso: string) => new Date(iso);

describe('the charging start window (docs/product.md §4)', () => {
  it('opens CHARGING_EARLY_START_MINUTES (15) before the slot and closes at its end', () => {
    expect(CHARGING_EARLY_START_MINUTES).toBe(15);
    expect(chargingStartWindow(slot)).toEqual({
      opensAt: at('2026-11-23T04:15:00.000Z'),
      closesAt: at('2026-11-23T05:00:00.000Z'),
    });
    expect(chargingStartWindow(slot, 0).opensAt).toEqual(at(slot.startTime));
  });

  it('is not yet open until the opening instant, open from it, and over from the slot end on', () => {
    expect(chargingStartPhase(slot, '2026-11-23T04:14:59.999Z')).toBe('not-yet');
    expect(chargingStartPhase(slot, '2026-11-23T04:15:00.000Z')).toBe('open');
    expect(chargingStartPhase(slot, '2026-11-23T04:59:59.999Z')).toBe('open');
    expect(chargingStartPhase(slot, '2026-11-23T05:00:00.000Z')).toBe('over');
  });

  it('takes another early start when given one, as the service does from its configuration', () => {
    expect(chargingStartPhase(slot, '2026-11-23T04:00:00.000Z', 30)).toBe('open');
    expect(chargingStartPhase(slot, '2026-11-23T04:00:00.000Z')).toBe('not-yet');
  });
});
