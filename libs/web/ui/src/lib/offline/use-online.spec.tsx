import { act, render, screen } from '@testing-library/react';
import { useOnline } from './use-online';

function Probe() {
  return <p>{useOnline() ? 'online' : 'offline'}</p>;
}

/** What the browser does when the network goes or comes back: navigator.onLine changes, then the event. */
function goOnline(online: boolean) {
  act(() => {
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => {
  // Back to jsdom's own getter (Navigator.prototype).
  delete (window.navigator as { onLine?: boolean }).onLine;
});

describe('useOnline', () => {
  it('starts from navigator.onLine and follows the offline and online events', () => {
    render(<Probe />);
    expect(screen.getByText('online')).toBeTruthy();
    goOnline(false);
    expect(screen.getByText('offline')).toBeTruthy();
    goOnline(true);
    expect(screen.getByText('online')).toBeTruthy();
  });

  it('reads offline at once when the page opens without a network', () => {
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => false });
    render(<Probe />);
    expect(screen.getByText('offline')).toBeTruthy();
  });
});
