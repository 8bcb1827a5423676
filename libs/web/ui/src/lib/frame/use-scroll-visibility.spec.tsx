import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { TOP_BAR_SCROLL_RULES } from './scroll-visibility';
import { useScrollVisibility } from './use-scroll-visibility';

function Bar() {
  const visible = useScrollVisibility(TOP_BAR_SCROLL_RULES);
  const navigate = useNavigate();
  return (
    <>
      <p data-testid="bar">{visible ? 'shown' : 'hidden'}</p>
      <button onClick={() => navigate('/station/7')}>Next page</button>
    </>
  );
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

afterEach(() => Object.defineProperty(window, 'scrollY', { value: 0, configurable: true }));

describe('useScrollVisibility (docs/product.md §9)', () => {
  it('hides on scrolling down, and a new page starts shown, measured from where it opens', () => {
    vi.useFakeTimers();
    try {
      render(
        <MemoryRouter initialEntries={['/home']}>
          <Bar />
        </MemoryRouter>,
      );
      expect(screen.getByTestId('bar').textContent).toBe('shown');
      scrollTo(700);
      expect(screen.getByTestId('bar').textContent).toBe('hidden');

      // The next page opens at 700 px (say, its restored position): the driver has not scrolled it down.
      fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
      expect(screen.getByTestId('bar').textContent).toBe('shown');
      act(() => vi.advanceTimersByTime(100));
      scrollTo(700);
      expect(screen.getByTestId('bar').textContent).toBe('shown');
      // Scrolling that page down hides the bar again.
      act(() => vi.advanceTimersByTime(100));
      scrollTo(800);
      expect(screen.getByTestId('bar').textContent).toBe('hidden');
    } finally {
      vi.useRealTimers();
    }
  });
});
