import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { OfflineBanner, savedCopyText } from './offline-banner';

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

afterEach(() => {
  delete (window.navigator as { onLine?: boolean }).onLine;
});

describe('OfflineBanner (docs/product.md §2.19)', () => {
  it('shows nothing online, says so when the network goes, and leaves when it is back', async () => {
    render(
      <MemoryRouter initialEntries={['/station/12']}>
        <OfflineBanner />
      </MemoryRouter>,
    );
    expect(screen.queryByTestId('offline-banner')).toBeNull();

    act(() => setOnline(false));
    const banner = screen.getByTestId('offline-banner');
    expect(banner.textContent).toContain('You’re offline');
    expect(banner.textContent).toContain('Booking, paying, charging and the assistant need a connection.');
    // jsdom has no Cache Storage: the time the stations were saved is not known, and the banner says so.
    await screen.findByText(/when they were saved is not known/);

    act(() => setOnline(true));
    expect(screen.queryByTestId('offline-banner')).toBeNull();
  });

  it('on My Bookings, says the bookings shown are the copy saved on this device', async () => {
    render(
      <MemoryRouter initialEntries={['/bookings']}>
        <OfflineBanner />
      </MemoryRouter>,
    );
    act(() => setOnline(false));
    await screen.findByText(/Showing your bookings saved on this device earlier/);
  });

  it('on a page that shows nothing saved, says only what needs a connection', () => {
    render(
      <MemoryRouter initialEntries={['/payments']}>
        <OfflineBanner />
      </MemoryRouter>,
    );
    act(() => setOnline(false));
    expect(screen.getByTestId('offline-banner').textContent).toBe(
      'You’re offlineBooking, paying, charging and the assistant need a connection.',
    );
  });

  it('gives the time the stations or bookings were saved in IST, whatever the device’s zone', () => {
    // 10:35 UTC is 4:05 PM in India; the tests run in New York.
    expect(savedCopyText('stations', new Date('2026-11-24T10:35:00Z'))).toBe(
      'Showing stations as of 24 Nov 2026, 4:05 PM IST, saved on this device.',
    );
    expect(savedCopyText('bookings', new Date('2026-11-24T10:35:00Z'))).toBe(
      'Showing your bookings as of 24 Nov 2026, 4:05 PM IST, saved on this device.',
    );
  });
});
