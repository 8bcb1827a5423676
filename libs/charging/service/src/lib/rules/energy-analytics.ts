import type { EnergyAnalytics } from '@chargesetu/shared/contracts';
import { istHour } from '@chargesetu/shared/domain';
import { sessionTime } from './session-time';

/** A completed charging session, as the analytics needs it. */
export interface EnergySession {
  stationId: number;
  start: Date;
  /** kWh delivered. */
  energyKwh: number;
  /** How long it charged, in charging minutes (the clock's × the session's time scale). */
  chargingMinutes: number;
}

const kwh = (n: number) => Math.round(n * 100) / 100;

/**
 * Sessions and energy per IST hour of day (by the hour the session started) and per station, most energy
 * first; and the sessions by how long they charged.
 */
export function energyAnalytics(
  range: { from: string; to: string },
  sessions: EnergySession[],
): Omit<EnergyAnalytics, 'generatedAt'> {
  const byHour = Array.from({ length: 24 }, (_, hour) => ({ hour, sessions: 0, energyKwh: 0 }));
  const stations = new Map<number, { sessions: number; energyKwh: number }>();
  for (const s of sessions) {
    const h = byHour[istHour(s.start)];
    h.sessions += 1;
    h.energyKwh += s.energyKwh;
    const st = stations.get(s.stationId) ?? { sessions: 0, energyKwh: 0 };
    st.sessions += 1;
    st.energyKwh += s.energyKwh;
    stations.set(s.stationId, st);
  }
  return {
    ...range,
    byHour: byHour.map((h) => ({ ...h, energyKwh: kwh(h.energyKwh) })),
    byStation: [...stations]
      .map(([stationId, st]) => ({ stationId, sessions: st.sessions, energyKwh: kwh(st.energyKwh) }))
      .sort((a, b) => b.energyKwh - a.energyKwh || a.stationId - b.stationId),
    sessionTime: sessionTime(sessions.map((s) => s.chargingMinutes)),
  };
}
