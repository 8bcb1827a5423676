import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type {
  AdminChargingSession,
  AuditPage,
  ChargerOverview,
  ConsoleTransactionList,
} from '@chargesetu/shared/contracts';
import { aChargePoint, fakeServer, renderAsAdmin, type Answer } from '../../testing/charge-points';
import { OperatorConsole } from './operator-console';

const OVERVIEW = 'GET /api/admin/charge-points/overview?limit=10&offset=0';
const FAULTED = 'GET /api/admin/charge-points/overview?status=faulted&limit=10&offset=0';
const TRANSACTIONS = 'GET /api/admin/charge-points/transactions';
const AUDIT = 'GET /api/admin/charge-points/audit?limit=10&offset=0';
const STOP = 'POST /api/admin/charge-points/CS7/remote-stop';
const RESET = 'POST /api/admin/charge-points/CS7/reset';

const ok = (body: unknown): Answer => ({ status: 200, body });
const cs7 = {
  ...aChargePoint({
    id: 'CS7',
    stationId: 7,
    online: true,
    connectedAt: '2026-11-24T04:00:00.000Z',
    firmwareVersion: '2.1.0',
    connectors: [
      { connectorId: 1, chargerIndex: 0, status: 'Faulted', errorCode: 'GroundFailure', statusAt: null },
    ],
  }),
  stationName: 'Andheri West',
  city: 'Mumbai',
  state: 'Maharashtra',
  operator: 'Tata Power',
  faulted: true,
  errors: [{ connectorId: 1, errorCode: 'GroundFailure', at: null }],
};
const overview = (chargers: ChargerOverview['chargers']): ChargerOverview => ({
  counts: { total: 3, online: 2, offline: 1, faulted: 1 },
  chargers,
  total: chargers.length,
  limit: 10,
  offset: 0,
  options: { states: ['Maharashtra'], cities: ['Mumbai'], operators: ['Tata Power'] },
});
const transactions: ConsoleTransactionList = [
  {
    chargePointId: 'CS7',
    transactionId: '12',
    connectorId: 1,
    idTag: '••••••1234',
    startedAt: '2026-11-24T04:00:00.000Z',
    endedAt: null,
    energyKwh: null,
    open: true,
  },
];
const emptyAudit: AuditPage = { entries: [], total: 0, limit: 10, offset: 0 };
const oneAudit: AuditPage = {
  entries: [
    {
      id: 5,
      at: '2026-11-24T05:00:00.000Z',
      adminUserId: 1,
      adminUsername: 'admin',
      chargePointId: 'CS7',
      action: 'RemoteStop',
      params: { transactionId: '12' },
      outcome: 'ok',
      answer: 'Accepted',
      error: null,
    },
  ],
  total: 1,
  limit: 10,
  offset: 0,
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the operator console', () => {
  it('shows the counts and chargers as the API answered, and a count chip filters on the server', async () => {
    const seen = fakeServer({
      [OVERVIEW]: [ok(overview([cs7]))],
      [FAULTED]: [ok(overview([cs7]))],
      [TRANSACTIONS]: [ok([])],
      [AUDIT]: [ok(emptyAudit)],
    });
    renderAsAdmin(<OperatorConsole />);
    const counts = await screen.findByRole('group', { name: 'Charger counts' });
    expect(within(counts).getByText('2 online')).toBeTruthy();
    expect(within(counts).getByText('1 faulted')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Chargers' });
    expect(within(table).getByText('Mumbai, Maharashtra')).toBeTruthy();
    expect(within(table).getByText('1: Faulted (GroundFailure)')).toBeTruthy();
    expect(within(table).getByText('Firmware 2.1.0')).toBeTruthy();
    fireEvent.click(within(counts).getByText('1 faulted'));
    await waitFor(() => expect(seen.some((r) => `${r.method} ${r.url}` === FAULTED)).toBe(true));
    expect(await screen.findByText('No action has been taken on a charger yet.')).toBeTruthy();
  });

  it('stops a live session only after a confirmation, then reads the audit log again', async () => {
    const seen = fakeServer({
      [OVERVIEW]: [ok(overview([cs7]))],
      [TRANSACTIONS]: [ok(transactions)],
      [AUDIT]: [ok(emptyAudit), ok(oneAudit)],
      [STOP]: [ok({ status: 'Accepted' })],
    });
    renderAsAdmin(<OperatorConsole />);
    const live = await screen.findByRole('table', { name: 'Live sessions and last 24 h' });
    expect(within(live).getByText('••••••1234')).toBeTruthy();
    expect(within(live).getByText('Unknown')).toBeTruthy();
    fireEvent.click(within(live).getByRole('button', { name: 'Stop transaction 12 on CS7' }));
    const ask = screen.getByRole('dialog', { name: 'Stop transaction 12 on CS7?' });
    expect(seen.filter((r) => r.method === 'POST')).toEqual([]);
    fireEvent.click(within(ask).getByRole('button', { name: 'Stop session' }));
    expect(await screen.findByText('CS7 is stopping the session')).toBeTruthy();
    expect(seen.filter((r) => r.method === 'POST')).toEqual([
      { method: 'POST', url: '/api/admin/charge-points/CS7/remote-stop', body: { transactionId: '12' } },
    ]);
    const audit = await screen.findByRole('table', { name: 'Audit log' });
    expect(within(audit).getByText('Remote stop')).toBeTruthy();
    expect(within(audit).getByText('transaction 12')).toBeTruthy();
  });

  it('a refused reset keeps the dialog open with the server message', async () => {
    fakeServer({
      [OVERVIEW]: [ok(overview([cs7]))],
      [TRANSACTIONS]: [ok([])],
      [AUDIT]: [ok(emptyAudit)],
      'GET /api/admin/charge-points/CS7/history': [ok([])],
      [RESET]: [
        {
          status: 409,
          body: { statusCode: 409, error: 'Conflict', message: 'Charger CS7 is not connected right now.' },
        },
      ],
    });
    renderAsAdmin(<OperatorConsole />);
    fireEvent.click(await screen.findByRole('button', { name: 'Details of CS7' }));
    const details = screen.getByRole('dialog', { name: /^CS7/ });
    expect(within(details).getByText('Connector 1: GroundFailure')).toBeTruthy();
    fireEvent.click(within(details).getByRole('button', { name: 'Hard reset' }));
    const ask = screen.getByRole('dialog', { name: 'Hard reset CS7?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Hard reset' }));
    expect(await within(ask).findByText('Charger CS7 is not connected right now.')).toBeTruthy();
  });

  it('shows each transaction’s revenue as its charging session’s cost, and "—" (never ₹0) when no session is known', async () => {
    const now = Date.parse('2026-11-24T06:00:00.000Z');
    vi.spyOn(Date, 'now').mockReturnValue(now);
    const since = new URLSearchParams({ since: '2026-11-23T06:00:00.000Z', limit: '500' });
    const session: AdminChargingSession = {
      sessionId: 3,
      bookingId: 40,
      stationId: 7,
      chargerIndex: 0,
      chargePointId: 'CS7',
      connectorId: 1,
      transactionId: '12',
      status: 'completed',
      source: 'meter',
      startTime: '2026-11-24T04:00:00.000Z',
      endTime: '2026-11-24T04:30:00.000Z',
      energyKwh: 8.2,
      cost: '1234.50',
      flag: null,
      idleMinutes: 0,
      idleFee: null,
    };
    const elsewhere = { ...session, sessionId: 4, chargePointId: 'CS8', transactionId: '13', cost: '99.00' };
    const seen = fakeServer({
      [OVERVIEW]: [ok(overview([cs7]))],
      [TRANSACTIONS]: [
        ok([
          { ...transactions[0], open: false, endedAt: '2026-11-24T04:30:00.000Z', energyKwh: 8.2 },
          { ...transactions[0], transactionId: '13' },
        ]),
      ],
      [AUDIT]: [ok(emptyAudit)],
      [`GET /api/charging/admin/sessions?${since}`]: [ok([session, elsewhere])],
    });
    renderAsAdmin(<OperatorConsole />);
    const live = await screen.findByRole('table', { name: 'Live sessions and last 24 h' });
    await waitFor(() => expect(within(live).getByTestId('tx-revenue-CS7-12').textContent).toBe('₹1,234.50'));
    // Transaction 13 of CS7 has no session (CS8's 13 is another charger's): unknown.
    expect(within(live).getByTestId('tx-revenue-CS7-13').textContent).toBe('—');
    expect(within(live).getByTestId('tx-session-CS7-12').textContent).toBe('Booking CS-000040');
    expect(within(live).getByTestId('tx-session-CS7-13').textContent).toBe('—');
    expect(seen.some((r) => r.url === `/api/charging/admin/sessions?${since}`)).toBe(true);
    expect(screen.getByText(/revenue is the session's energy cost, before fee and GST/)).toBeTruthy();
  });

  it('shows revenue as "—" when the sessions cannot be read', async () => {
    fakeServer({
      [OVERVIEW]: [ok(overview([cs7]))],
      [TRANSACTIONS]: [ok(transactions)],
      [AUDIT]: [ok(emptyAudit)],
    });
    renderAsAdmin(<OperatorConsole />);
    const live = await screen.findByRole('table', { name: 'Live sessions and last 24 h' });
    expect(within(live).getByTestId('tx-revenue-CS7-12').textContent).toBe('—');
  });
});
