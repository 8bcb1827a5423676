import { fireEvent, render, screen, within } from '@testing-library/react';
import { UiProvider } from '@chargesetu/web/ui';
import { StationQrCodesDialog } from './station-qr-codes-dialog';

const station = {
  id: 12,
  name: 'Bandra Charging Hub',
  chargers: [
    { type: 'CCS2', power: 60, pricePerKwh: '23.50' },
    { type: 'Type 2', power: 22, pricePerKwh: '15.00' },
  ],
};

afterEach(() => vi.restoreAllMocks());

describe('station QR codes dialog (docs/product.md §2.14)', () => {
  it('shows one card per connector with its code, QR code, label and URL, and prints', () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const onClose = vi.fn();
    render(
      <UiProvider>
        <StationQrCodesDialog station={station} open onClose={onClose} />
      </UiProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'QR codes · Bandra Charging Hub' });
    const card = within(dialog).getByTestId('qr-code-12-2');
    const url = `${window.location.origin}/charge/12-2`;
    expect(within(card).getByText('12-2')).toBeTruthy();
    expect(within(card).getByText('Connector 2 (Type 2 22 kW)')).toBeTruthy();
    expect(within(card).getByText(url)).toBeTruthy();
    expect(
      within(card)
        .getByRole('img', { name: `QR code for ${url}` })
        .querySelector('svg'),
    ).toBeTruthy();
    expect(within(dialog).getAllByTestId(/^qr-code-/)).toHaveLength(2);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
