import { dismissToast, showToast, toastsSlice, TOAST_DURATION_MS } from './toasts.slice';

const reduce = toastsSlice.reducer;

describe('toasts', () => {
  it('shows one toast at a time, 5000 ms by default: a new toast replaces the current one', () => {
    let state = reduce(
      undefined,
      showToast({ title: 'Booking created', description: 'Proceeding to payment', severity: 'success' }),
    );
    const first = state.current!;
    expect(first).toMatchObject({
      title: 'Booking created',
      severity: 'success',
      durationMs: TOAST_DURATION_MS,
    });
    expect(TOAST_DURATION_MS).toBe(5000);

    state = reduce(state, showToast({ title: 'Payment failed', severity: 'error' }));
    expect(state.current?.title).toBe('Payment failed');

    // The first toast's timer firing late must not close the second one.
    state = reduce(state, dismissToast(first.id));
    expect(state.current?.title).toBe('Payment failed');
    state = reduce(state, dismissToast(state.current!.id));
    expect(state.current).toBeNull();
  });
});
