import type { Payment } from '@chargesetu/shared/contracts';
import { aBooking } from '../testing/builders';
import { dashboardTab, DASHBOARD_TABS } from './dashboard-tabs';
import { dashboardTiles, quickActions } from './dashboard-tiles';

const NOW = new Date('2026-11-24T04:30:00.000Z');
const at = (minutesFromNow: number) => new Date(NOW.getTime() + minutesFromNow * 60_000).toISOString();
const values = (tiles: ReturnType<typeof dashboardTiles>) =>
  Object.fromEntries(tiles.map((t) => [t.label, t.value]));
const monthly = (tiles: ReturnType<typeof dashboardTiles>) => tiles.find((t) => t.key === 'avgMonthlyCost');
const paid = (amount: string, paymentDate: string): Payment => ({
  id: 1,
  bookingId: 2,
  userId: 9,
  amount,
  currency: 'INR',
  status: 'completed',
  paymentMethod: 'upi',
  transactionId: 'TXN1',
  receiptUrl: null,
  paymentDate,
  createdAt: paymentDate,
});

describe('dashboardTiles (docs/product.md §2.15)', () => {
  it('counts upcoming and running bookings, shows the wallet, the vehicles and what was paid per month', () => {
    const bookings = [
      aBooking({ startTime: at(60) }),
      aBooking({ status: 'pending', startTime: at(90), holdExpiresAt: at(10) }),
      aBooking({ status: 'active', startTime: at(-10) }),
      aBooking({ status: 'completed', startTime: at(-600) }),
      aBooking({ status: 'cancelled', startTime: at(120) }),
    ];
    const tiles = dashboardTiles({
      bookings,
      stats: { walletBalance: '1234.50' },
      // Two payments, in October and November (IST): ₹1,000.50 over two months.
      payments: [paid('600.00', at(-40 * 24 * 60)), paid('400.50', at(-60))],
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
      'Avg. Monthly Cost': '₹500.25',
    });
    expect(monthly(tiles)?.hint).toBe('Paid for charging, averaged over 2 months');
  });

  it('a new driver who has paid nothing sees ₹0.00 saying so, whatever the wallet holds', () => {
    const tiles = dashboardTiles({
      bookings: [],
      stats: { walletBalance: '650.00' },
      payments: [],
      vehicleCount: 0,
      now: NOW,
    });
    expect(monthly(tiles)).toMatchObject({ value: '₹0.00', hint: 'Nothing paid for charging yet' });
    expect(values(tiles)['Active Bookings']).toBe('0');
  });

  it('shows a dash for every figure not known yet', () => {
    const tiles = dashboardTiles({
      bookings: undefined,
      stats: undefined,
      payments: undefined,
      vehicleCount: undefined,
      now: NOW,
    });
    expect(tiles.map((t) => t.value)).toEqual(['—', '—', '—', '—']);
  });
});

describe('quickActions (docs/product.md §2.15)', () => {
  it('Find Stations and Book Now go to /home, AI Assistant to /assistant; without a session Active Charging leads nowhere and says so', () => {
    const upcomingOnly = [
      aBooking({ startTime: at(60) }),
      aBooking({ status: 'completed', startTime: at(-600) }),
    ];
    expect(quickActions(upcomingOnly).map(({ label, to }) => [label, to])).toEqual([
      ['Find Stations', '/home'],
      ['Book Now', '/home'],
      ['Active Charging', null],
      ['AI Assistant', '/assistant'],
    ]);
    expect(quickActions(upcomingOnly)[2].description).toBe('No charging session right now');
  });

  it('while the bookings are unknown Active Charging waits, and says when they could not be read', () => {
    expect(quickActions(undefined)[2]).toMatchObject({
      to: null,
      description: 'Checking for a charging session…',
    });
    expect(quickActions(undefined, true)[2]).toMatchObject({
      to: null,
      description: 'Your bookings could not be checked just now',
    });
  });

  it('Active Charging goes to the running session when there is one', () => {
    const running = aBooking({ id: 77, status: 'active', startTime: at(-10) });
    expect(quickActions([aBooking({ startTime: at(60) }), running])[2]).toEqual({
      label: 'Active Charging',
      to: '/charging/77',
      description: 'Watch your session live',
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
