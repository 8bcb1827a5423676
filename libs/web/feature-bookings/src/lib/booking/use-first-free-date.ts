import { useEffect, useState } from 'react';
import { addDaysYmd, DEFAULT_BOOKING_HORIZON_DAYS, todayIst } from '@chargesetu/shared/domain';
import { useGetStationAvailabilityQuery } from '@chargesetu/web/data-access';
import { firstFreeDateStep } from './slots-view';

/** Where the search for the first day with a free slot stands. */
export type FirstFreeDate = { kind: 'searching' } | { kind: 'found'; date: string } | { kind: 'none' };

/**
 * docs/product.md §2.4: the date picker opens on the first day that has a free slot, today when one of
 * its remaining slots is free, otherwise the next such day up to the booking horizon. Reads the days one
 * after the other (usually just today, or today and tomorrow) for the chosen charger when there is one,
 * and stops at the first free day, at the horizon, or when the slots cannot be read (today then stays).
 * `enabled` false stops it (the driver picked a date).
 */
export function useFirstFreeDate(o: {
  stationId: number;
  chargerType: string;
  power: number;
  now: Date;
  enabled: boolean;
}): FirstFreeDate {
  const today = todayIst(o.now);
  const [probe, setProbe] = useState(today);
  const [result, setResult] = useState<FirstFreeDate>({ kind: 'searching' });
  const searching = o.enabled && result.kind === 'searching';
  const { currentData, isError } = useGetStationAvailabilityQuery(
    {
      stationId: o.stationId,
      date: probe,
      ...(o.chargerType && o.power > 0 ? { chargerType: o.chargerType, power: o.power } : {}),
    },
    { skip: !searching },
  );
  useEffect(() => {
    if (!searching) return;
    if (isError) {
      setResult({ kind: 'none' });
      return;
    }
    if (!currentData) return;
    const lastDay = addDaysYmd(todayIst(o.now), DEFAULT_BOOKING_HORIZON_DAYS);
    const step = firstFreeDateStep(currentData.availableSlots, probe, lastDay, o.now);
    if (step.kind === 'next') setProbe(step.date);
    else setResult(step);
  }, [searching, isError, currentData, probe, o.now]);
  return result;
}
