import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { changeLanguage } from '@chargesetu/web/i18n';
import { UiProvider } from '@chargesetu/web/ui';
import { aStation } from '@chargesetu/web/data-access/testing';
import { BookingPicker } from './booking-picker';

const station = aStation({
  id: 9,
  chargers: [
    { type: 'CCS2', power: 60, pricePerKwh: '21.00' },
    { type: 'CCS2', power: 150, pricePerKwh: '24.50' },
    { type: 'Type 2', power: 22, pricePerKwh: '15.00' },
  ],
});

beforeEach(() => {
  render(
    <MemoryRouter>
      <UiProvider>
        <BookingPicker station={station} />
      </UiProvider>
    </MemoryRouter>,
  );
});

const button = (name: string | RegExp) => screen.getByRole('button', { name });
const powerNames = () =>
  screen
    .getAllByRole('button', { name: / kW · / })
    .map((b) => `${b.textContent}${(b as HTMLButtonElement).disabled ? ' (disabled)' : ''}`);

describe('BookingPicker (docs/product.md §2.3)', () => {
  it('starts with every power disabled and the book button reading "Select connector and power"', () => {
    expect(powerNames()).toEqual([
      '22 kW · AC (disabled)',
      '60 kW · DC (disabled)',
      '150 kW · Premium (disabled)',
    ]);
    expect((button('Select connector and power') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('names the powers in Hindi, with kW, DC and AC in Latin (issue #20)', async () => {
    await act(() => changeLanguage('hi'));
    expect(powerNames()).toEqual([
      '22 kW · AC (disabled)',
      '60 kW · DC (disabled)',
      '150 kW · प्रीमियम (disabled)',
    ]);
  });

  it('shows the connectors with their price per kWh', () => {
    expect(button(/^CCS2/).textContent).toBe('CCS2₹21.00–₹24.50/kWh');
    expect(button(/^Type 2/).textContent).toBe('Type 2₹15.00/kWh');
  });

  it('after a connector, offers only its powers; after a power, links to the booking with the price', () => {
    fireEvent.click(button(/^Type 2/));
    expect(powerNames()).toEqual(['22 kW · AC']);
    expect((button('Select connector and power') as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(button('22 kW · AC'));
    const link = screen.getByRole('link', { name: 'Book for ₹15.00/kWh' });
    expect(link.getAttribute('href')).toBe('/booking/9?connector=Type%202&power=22');
  });

  it('choosing the power again, or the connector again, takes the choice back', () => {
    fireEvent.click(button(/^CCS2/));
    fireEvent.click(button('150 kW · Premium'));
    expect(screen.getByRole('link', { name: 'Book for ₹24.50/kWh' })).toBeTruthy();

    fireEvent.click(button('150 kW · Premium'));
    expect(screen.queryByRole('link')).toBeNull();

    fireEvent.click(button('60 kW · DC'));
    fireEvent.click(button(/^CCS2/));
    expect(button(/^CCS2/).getAttribute('aria-pressed')).toBe('false');
    expect(powerNames().every((n) => n.endsWith('(disabled)'))).toBe(true);
    expect(button('Select connector and power')).toBeTruthy();
  });

  it('offline, the chosen booking waits and says it needs a connection; back online it links again', () => {
    const setOnline = (online: boolean) =>
      act(() => {
        Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
        window.dispatchEvent(new Event(online ? 'online' : 'offline'));
      });
    try {
      fireEvent.click(button(/^Type 2/));
      fireEvent.click(button('22 kW · AC'));
      setOnline(false);
      expect(screen.queryByRole('link')).toBeNull();
      const book = button('Book for ₹15.00/kWh') as HTMLButtonElement;
      expect(book.disabled).toBe(true);
      expect(book.getAttribute('aria-describedby')).toBe('book-offline');
      expect(document.getElementById('book-offline')?.textContent).toBe(
        'You’re offline — this needs a connection',
      );

      setOnline(true);
      expect(screen.getByRole('link', { name: 'Book for ₹15.00/kWh' })).toBeTruthy();
      expect(document.getElementById('book-offline')).toBeNull();
    } finally {
      delete (window.navigator as { onLine?: boolean }).onLine;
    }
  });
});
