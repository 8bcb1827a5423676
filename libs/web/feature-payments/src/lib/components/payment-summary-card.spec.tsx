import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { BookingPolicy, IdleFeePolicy } from '@chargesetu/shared/contracts';
import { makeStore, signedIn } from '@chargesetu/web/data-access';
import { UiProvider } from '@chargesetu/web/ui';
import { PaymentSummaryCard } from './payment-summary-card';

const lines = { estimated: 630, platformFee: 10, gst: 115.2, total: 755.2 };

/** The bookings and charging services behind the stubbed fetch: the two rules stated before paying. */
function fakeApi(idleFee: IdleFeePolicy | null) {
  const policy: BookingPolicy = { noShowRefundPercent: 25, reservationGraceMinutes: 15 };
  vi.stubGlobal('fetch', async (input: string | Request) => {
    const url = typeof input === 'string' ? input : input.url;
    const json = (data: unknown, status = 200) => new Response(JSON.stringify(data), { status });
    if (url.endsWith('/api/bookings/policy')) return json(policy);
    if (url.endsWith('/api/charging/idle-fee'))
      return idleFee ? json(idleFee) : json({ message: 'unavailable' }, 503);
    return json({ message: 'Not found' }, 404);
  });
}

function renderCard(onPay: () => void = () => undefined) {
  const store = makeStore({ verifySession: false });
  store.dispatch(
    signedIn({
      token: 't',
      user: { id: 9, username: 'asha', name: 'Asha Rao', email: 'a@x.in', role: 'user' },
    }),
  );
  render(
    <Provider store={store}>
      <UiProvider>
        <PaymentSummaryCard
          lines={lines}
          holdExpiresAt={null}
          processing={false}
          progress={0}
          onPay={onPay}
        />
      </UiProvider>
    </Provider>,
  );
}

describe('PaymentSummaryCard (docs/product.md §4, §9)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('states the idle fee with the server figures when it is on', async () => {
    fakeApi({ enabled: true, perMinute: '2.50', graceMinutes: 10 });
    renderCard();
    expect((await screen.findByTestId('idle-fee-policy')).textContent).toBe(
      'Idle fee: ₹2.50 per minute after 10 minutes once charging has finished, until you unplug.',
    );
  });

  it('says nothing about an idle fee while it is off', async () => {
    fakeApi({ enabled: false, perMinute: '0.00', graceMinutes: 10 });
    renderCard();
    await screen.findByTestId('no-show-policy');
    await waitFor(() => expect(screen.queryByTestId('idle-fee-policy')).toBeNull());
  });

  it('says nothing when the rule cannot be read', async () => {
    fakeApi(null);
    renderCard();
    await screen.findByTestId('no-show-policy');
    expect(screen.queryByTestId('idle-fee-policy')).toBeNull();
  });

  it('offline, Pay Now is off and says it needs a connection; back online it pays', () => {
    fakeApi(null);
    const setOnline = (online: boolean) =>
      act(() => {
        Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
        window.dispatchEvent(new Event(online ? 'online' : 'offline'));
      });
    let paid = 0;
    try {
      renderCard(() => paid++);
      setOnline(false);
      const pay = screen.getByRole('button', { name: 'Pay Now' }) as HTMLButtonElement;
      expect(pay.disabled).toBe(true);
      expect(pay.getAttribute('aria-describedby')).toBe('pay-offline');
      expect(document.getElementById('pay-offline')?.textContent).toBe(
        'You’re offline — this needs a connection',
      );
      fireEvent.click(pay);
      expect(paid).toBe(0);

      setOnline(true);
      expect(document.getElementById('pay-offline')).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
      expect(paid).toBe(1);
    } finally {
      delete (window.navigator as { onLine?: boolean }).onLine;
    }
  });
});
