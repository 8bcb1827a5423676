import { aChargingStatus } from '../../testing';
import { makeStore } from '../store/store';
import { bookingsApi } from './bookings.api';
import { chargingApi, chargingPollInterval } from './charging.api';

describe('chargingPollInterval (docs/product.md §4 and §9)', () => {
  it('polls every 3 s while charging', () => {
    expect(chargingPollInterval(aChargingStatus({ status: 'active', isCharging: true }))).toBe(3000);
  });
  it('polls every 3 s while the charger is starting, to show its confirmation (or the failure) quickly', () => {
    expect(
      chargingPollInterval(aChargingStatus({ status: 'starting', isCharging: false, source: 'meter' })),
    ).toBe(3000);
  });
  it('goes back to 10 s when a start failed (pending with a notice)', () => {
    expect(chargingPollInterval(aChargingStatus({ notice: 'The charger did not start.' }))).toBe(10000);
  });
  it('polls every 10 s otherwise, including before the first answer', () => {
    expect(chargingPollInterval(aChargingStatus())).toBe(10000);
    expect(chargingPollInterval(undefined)).toBe(10000);
  });
  it('stops polling once completed', () => {
    expect(chargingPollInterval(aChargingStatus({ status: 'completed' }))).toBe(0);
  });
});

describe('what a control action refreshes (docs/product.md §7)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the answered status and reads the booking and the list again once, not once per mechanism', async () => {
    let current = aChargingStatus({ status: 'active', isCharging: true, batteryPercentage: 57 });
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost').pathname;
      const method = init.method ?? 'GET';
      calls.push(`${method} ${url}`);
      const json = (data: unknown) => new Response(JSON.stringify(data), { status: 200 });
      if (url === '/api/charging/7/control') {
        current = aChargingStatus({ status: 'completed', isCharging: false, batteryPercentage: 80 });
        return json(current);
      }
      if (url === '/api/charging/7/status') return json(current);
      if (url === '/api/bookings/7') return json({ id: 7, status: current.status });
      if (url === '/api/bookings') return json([{ id: 7, status: current.status }]);
      return json({});
    });
    const store = makeStore({ verifySession: false });
    const watched = [
      store.dispatch(chargingApi.endpoints.getChargingStatus.initiate(7)),
      store.dispatch(bookingsApi.endpoints.getBooking.initiate(7)),
      store.dispatch(bookingsApi.endpoints.getBookings.initiate()),
    ];
    await Promise.all(watched);
    calls.length = 0;

    await store.dispatch(chargingApi.endpoints.controlCharging.initiate({ bookingId: 7, action: 'stop' }));
    await vi.waitFor(() => expect(calls).toContain('GET /api/bookings'));
    // Let every refetch, and any refetch those trigger, settle.
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(chargingApi.endpoints.getChargingStatus.select(7)(store.getState()).data?.status).toBe(
      'completed',
    );
    expect(calls).not.toContain('GET /api/charging/7/status');
    expect(calls.filter((c) => c === 'GET /api/bookings/7')).toHaveLength(1);
    expect(calls.filter((c) => c === 'GET /api/bookings')).toHaveLength(1);
    watched.forEach((w) => w.unsubscribe());
  });

  it('a session that starts or ends reads the list of sessions again; the list asks with its limit', async () => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      calls.push(`${init.method ?? 'GET'} ${url.pathname}${url.search}`);
      const json = (data: unknown) => new Response(JSON.stringify(data), { status: 200 });
      if (url.pathname === '/api/charging/7/control')
        return json(aChargingStatus({ status: 'active', isCharging: true }));
      if (url.pathname === '/api/charging/sessions') return json([]);
      return json({});
    });
    const store = makeStore({ verifySession: false });
    const watched = [
      store.dispatch(chargingApi.endpoints.getChargingSessions.initiate(6)),
      store.dispatch(chargingApi.endpoints.getChargingSessions.initiate()),
    ];
    await Promise.all(watched);
    expect(calls).toEqual(['GET /api/charging/sessions?limit=6', 'GET /api/charging/sessions']);
    calls.length = 0;

    await store.dispatch(chargingApi.endpoints.controlCharging.initiate({ bookingId: 7, action: 'start' }));
    await vi.waitFor(() =>
      expect(calls.filter((c) => c.startsWith('GET /api/charging/sessions')).sort()).toEqual([
        'GET /api/charging/sessions',
        'GET /api/charging/sessions?limit=6',
      ]),
    );
    watched.forEach((w) => w.unsubscribe());
  });
});
