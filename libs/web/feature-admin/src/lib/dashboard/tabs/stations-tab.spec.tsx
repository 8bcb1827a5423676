import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { aStation, fakeServer, renderAsAdmin } from '../../testing/charge-points';
import { StationsTab } from './stations-tab';

const koramangala = aStation({
  id: 12,
  name: 'Koramangala Hub',
  chargers: [
    { type: 'CCS2', power: 50, pricePerKwh: '18.50' },
    { type: 'Type 2', power: 7.4, pricePerKwh: '12.00' },
  ],
});
const andheri = aStation({
  id: 7,
  name: 'Andheri West',
  chargers: [{ type: 'CHAdeMO', power: 60, pricePerKwh: '21.00' }],
});

const ok = (body: unknown) => ({ status: 200, body });

afterEach(() => vi.unstubAllGlobals());

describe('Station Management, station list (docs/product.md §2.14)', () => {
  it("each station's QR codes open from its row: one card per charger of that station", async () => {
    fakeServer({
      'GET /api/stations': [ok([koramangala, andheri])],
      'GET /api/admin/stations/stats': [ok({ stations: [], generatedAt: '2026-11-24T05:00:00.000Z' })],
    });
    renderAsAdmin(<StationsTab />);
    fireEvent.click(await screen.findByTestId('qr-codes-12'));

    const dialog = await screen.findByRole('dialog', { name: 'QR codes · Koramangala Hub' });
    expect(
      within(dialog)
        .getAllByTestId(/^qr-code-/)
        .map((c) => c.dataset['testid']),
    ).toEqual(['qr-code-12-1', 'qr-code-12-2']);
    expect(within(dialog).getByText('Connector 2 (Type 2 7.4 kW)')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'QR codes of Andheri West' }));
    const other = await screen.findByRole('dialog', { name: 'QR codes · Andheri West' });
    expect(within(other).getAllByTestId(/^qr-code-/)).toHaveLength(1);
    expect(within(other).getByTestId('qr-code-7-1')).toBeTruthy();
  });
});
