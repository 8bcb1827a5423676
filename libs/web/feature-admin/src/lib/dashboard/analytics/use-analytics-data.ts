import { useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { USER_GROWTH_MONTHS } from '@chargesetu/shared/contracts';
import { analyticsRange } from '@chargesetu/shared/domain';
import { useGetStationsQuery } from '@chargesetu/web/data-access';
import { translate } from '@chargesetu/web/i18n';
import {
  useGetBookingsAnalyticsQuery,
  useGetEnergyAnalyticsQuery,
  useGetUserGrowthQuery,
} from '../../api/analytics.api';

/** Why the analytics are missing when the server said nothing, in the language shown. */
export const analyticsFallback = (): string => translate('admin:analytics.failed');

/** The range the dates ask for, or why it cannot be read (the same rule the server applies). */
function readRange(from: string, to: string): { range?: { from: string; to: string }; error?: string } {
  try {
    return { range: analyticsRange({ from, to }) };
  } catch (err) {
    return { error: err instanceof Error ? err.message : analyticsFallback() };
  }
}

/**
 * Everything the Analytics tab shows, read once for all its cards: the chosen range (the last 30 days
 * unless changed), bookings and energy over it, the station catalogue (for cities) and driver growth per
 * month (the last 12 months, whatever the range: accounts are counted by month).
 */
export function useAnalyticsData() {
  const [initial] = useState(() => analyticsRange({}));
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  const { range, error: rangeError } = readRange(from, to);
  const bookings = useGetBookingsAnalyticsQuery(range ?? skipToken);
  const energy = useGetEnergyAnalyticsQuery(range ?? skipToken);
  const stations = useGetStationsQuery();
  const growth = useGetUserGrowthQuery({ months: USER_GROWTH_MONTHS.default });
  return {
    dates: { from, to, setFrom, setTo },
    range,
    rangeError,
    bookings,
    energy,
    stations,
    growth,
    /** The figures of the range asked for (none while the dates are wrong). */
    bookingsData: range ? bookings.data : undefined,
    /** Energy and session time, unless the charging service could not answer. */
    energyData: range && !energy.error ? energy.data : undefined,
  };
}
export type AnalyticsData = ReturnType<typeof useAnalyticsData>;
