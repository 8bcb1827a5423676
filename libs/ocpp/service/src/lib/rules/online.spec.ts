import { isOnline } from './online';

const now = new Date('2026-11-24T10:00:00Z');
const secondsAgo = (s: number) => new Date(now.getTime() - s * 1000);

describe('isOnline', () => {
  it('is online when connected and heard from within twice the heartbeat interval', () => {
    expect(isOnline({ connected: true, lastSeenAt: secondsAgo(119), heartbeatIntervalS: 60 }, now)).toBe(true);
    expect(isOnline({ connected: true, lastSeenAt: secondsAgo(120), heartbeatIntervalS: 60 }, now)).toBe(true);
  });

  it('is offline once silent for longer than twice the interval, even with a socket', () => {
    expect(isOnline({ connected: true, lastSeenAt: secondsAgo(121), heartbeatIntervalS: 60 }, now)).toBe(false);
  });

  it('is offline without a socket, however recent the last message', () => {
    expect(isOnline({ connected: false, lastSeenAt: secondsAgo(1), heartbeatIntervalS: 60 }, now)).toBe(false);
    expect(isOnline({ connected: true, lastSeenAt: null, heartbeatIntervalS: 60 }, now)).toBe(false);
  });
});
