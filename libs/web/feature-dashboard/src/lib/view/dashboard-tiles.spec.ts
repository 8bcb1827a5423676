import { aBooking } from '../testing/builders';
import { dashboardTab, DASHBOARD_TABS } from './dashboard-tabs';
import { dashboardTiles, quickActions } from './dashboard-tiles';

const NOW = new Date('2026-11-24T04:30:00.000Z');
const at = (minutesFromNow: number) => new Date(NOW.getTime() + minutesFromNow * 60_000).toISOString();
const values = (tiles: ReturnType<typeof dashboardTiles>) =>
  Object.fromEntries(tiles.map((t) => [t.label, t.value]));

describe('dashboardTiles (docs/product.md §2.15)', () => {
  it('counts upcoming and running bookings, shows the wallet, the vehicles and total savings / 3 rounded', () => {
    const bookings = [
      aBooking({ startTime: at(60) }),
      aBooking({ status: 'pending', startTime: at(90), holdExpiresAt: at(10) }),
      aBooking({ status: 'active', startTime: at(-10) }),
      aBooking({ status: 'completed', startTime: at(-600) }),
      aBooking({ status: 'cancelled', startTime: at(120) }),
    ];
    const tiles = dashboardTiles({
      bookings,
      stats: { walletBalance: '1234.50', totalSavings: '1840.00' },
      vehicleCount: 2,
      now: NOW,
    });
    expect(tiles.map((t) => t.label)).toEqual([
      'Active Bookings',
      'Wallet Balance',
      'My Vehicles',
      'Avg. Monthly Cost',
    ]);
    expect(values(tiles)).toEqual({
      'Active Bookings': '3',
      'Wallet Balance': '₹1,234.50',
      'My Vehicles': '2',
      // 1840 / 3 = 613.33, rounded to 613.
      'Avg. Monthly Cost': '₹613.00',
    });
  });

  it('rounds half up: savings of 1000.50 make 333.5, shown as ₹334.00', () => {
    const tiles = dashboardTiles({
      bookings: [],
      stats: { walletBalance: '0.00', totalSavings: '1000.50' },
      vehicleCount: 0,
      now: NOW,
    });
    expect(values(tiles)['Avg. Monthly Cost']).toBe('₹334.00');
    expect(values(tiles)['Active Bookings']).toBe('0');
  });

  it('shows a dash for every figure not known yet', () => {
    const tiles = dashboardTiles({
      bookings: undefined,
      stats: undefined,
      vehicleCount: undefined,
      now: NOW,
    });
    expect(tiles.map((t) => t.value)).toEqual(['—', '—', '—', '—']);
  });
});

describe('quickActions (docs/product.md §2.15)', () => {
  it('Find Stations and Book Now go to /home, AI Assistant to /assistant, Active Charging to /charging/1 without a session', () => {
    expect(quickActions([aBooking({ startTime: at(60) })]).map(({ label, to }) => [label, to])).toEqual([
      ['Find Stations', '/home'],
      ['Book Now', '/home'],
      ['Active Charging', '/charging/1'],
      ['AI Assistant', '/assistant'],
    ]);
    expect(quickActions(undefined)[2].to).toBe('/charging/1');
  });

  it('Active Charging goes to the running session when there is one', () => {
    const running = aBooking({ id: 77, status: 'active', startTime: at(-10) });
    expect(quickActions([aBooking({ startTime: at(60) }), running])[2]).toMatchObject({
      label: 'Active Charging',
      to: '/charging/77',
    });
  });
});

describe('dashboardTab', () => {
  it('lists the six tabs of docs/product.md §2.15 in order', () => {
    expect(DASHBOARD_TABS.map((t) => t.label)).toEqual([
      'Overview',
      'Find Stations',
      'My Bookings',
      'Charging Monitor',
      'My Vehicles',
      'Profile Settings',
    ]);
  });

  it('reads the tab from the address, Overview for none or an unknown one', () => {
    expect(dashboardTab('bookings')).toBe('bookings');
    expect(dashboardTab(null)).toBe('overview');
    expect(dashboardTab('admin')).toBe('overview');
  });
});
