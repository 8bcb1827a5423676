import { idleEndOf, idleFee, idleSecondsOf, type ConnectorReport } from './idle-time';

const t = (minute: number) => new Date(Date.UTC(2026, 10, 24, 10, minute));
const r = (status: string, minute: number): ConnectorReport => ({ status, at: t(minute) });
const running = { startTime: t(0), endTime: null };
const ended = { startTime: t(0), endTime: t(4) };

describe('idleSecondsOf', () => {
  it('SuspendedEV counts until the car draws again; Finishing after the end until it is unplugged', () => {
    const reports = [
      r('Charging', 0),
      r('SuspendedEV', 1),
      r('Charging', 3),
      r('Finishing', 5),
      r('Available', 30),
    ];
    expect(idleSecondsOf(reports, ended, t(60))).toBe(27 * 60);
  });

  it('gives the same in any order of delivery', () => {
    const reports = [
      r('Available', 30),
      r('Finishing', 40),
      r('Finishing', 5),
      r('Charging', 3),
      r('SuspendedEV', 1),
    ];
    expect(idleSecondsOf(reports, ended, t(60))).toBe(27 * 60);
  });

  it('after its end, a Finishing that follows the unplugging is someone else’s', () => {
    expect(idleSecondsOf([r('Finishing', 5), r('Available', 30), r('Finishing', 40)], ended, t(60))).toBe(
      25 * 60,
    );
  });

  it('an idle spell still open counts until now; Offline ends it', () => {
    expect(idleSecondsOf([r('SuspendedEV', 10)], running, t(13))).toBe(180);
    expect(idleSecondsOf([r('SuspendedEV', 10), r('Offline', 12)], running, t(30))).toBe(120);
  });

  it('reports before the session’s start do not count', () => {
    expect(
      idleSecondsOf([r('Finishing', 0), r('Available', 5)], { startTime: t(2), endTime: null }, t(9)),
    ).toBe(0);
  });
});

describe('idleEndOf', () => {
  it('is the first report after the end that is not idle, in any order of delivery', () => {
    const reports = [
      r('Finishing', 40),
      r('Available', 45),
      r('Available', 30),
      r('Finishing', 5),
      r('Charging', 0),
    ];
    expect(idleEndOf(reports, ended)).toEqual(t(30));
    expect(idleEndOf([r('Offline', 12), r('Finishing', 5)], ended)).toEqual(t(12));
  });

  it('is null while the car is still plugged in, for a running session, and for reports before the end', () => {
    expect(idleEndOf([r('Charging', 0), r('Finishing', 5)], ended)).toBeNull();
    expect(idleEndOf([r('Available', 3)], ended)).toBeNull();
    expect(idleEndOf([r('Available', 30)], running)).toBeNull();
  });
});

describe('idleFee', () => {
  it('charges the minutes past the grace; off (null) at 0 per minute', () => {
    expect(idleFee(25, { perMinute: 2.5, graceMinutes: 10 })).toBe('37.50');
    expect(idleFee(8, { perMinute: 2.5, graceMinutes: 10 })).toBe('0.00');
    expect(idleFee(25, { perMinute: 0, graceMinutes: 10 })).toBeNull();
  });
});
