import { fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore } from '@chargesetu/web/data-access';
import { Toaster } from '../feedback/toaster';
import { ReceiptButton } from './receipt-button';

function renderButton() {
  render(
    <Provider store={makeStore({ verifySession: false })}>
      <ReceiptButton paymentId={3} />
      <Toaster />
    </Provider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete (window.navigator as { onLine?: boolean }).onLine;
});

// The service worker has no saved copy of this receipt: the fetch fails as on no network.
const noNetwork = () =>
  vi.stubGlobal('fetch', async () => {
    throw new TypeError('Failed to fetch');
  });

describe('ReceiptButton (docs/product.md §2.19)', () => {
  it('offline, a receipt never opened on the device says it needs a connection', async () => {
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => false });
    noNetwork();
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Download Receipt' }));
    expect(
      await screen.findByText(
        'You’re offline — this receipt has not been opened on this device yet, so it needs a connection.',
      ),
    ).toBeTruthy();
  });

  it('online, a failed download says what it says for any failure', async () => {
    noNetwork();
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Download Receipt' }));
    expect(await screen.findByText('Error downloading receipt')).toBeTruthy();
    expect(screen.queryByText(/has not been opened on this device/)).toBeNull();
  });
});
