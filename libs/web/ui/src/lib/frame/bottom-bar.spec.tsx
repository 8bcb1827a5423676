import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { makeStore } from '@chargesetu/web/data-access';
import { changeLanguage } from '@chargesetu/web/i18n';
import { UiProvider } from '../theme/ui-provider';
import { BottomBar } from './bottom-bar';

function renderBar() {
  render(
    <Provider store={makeStore({ verifySession: false })}>
      <UiProvider>
        <MemoryRouter initialEntries={['/home']}>
          <BottomBar />
        </MemoryRouter>
      </UiProvider>
    </Provider>,
  );
}

describe('the bottom bar (docs/product.md §2.17) in the language shown', () => {
  it('is "Quick navigation" with "More" in English', () => {
    renderBar();
    const nav = screen.getByRole('navigation', { name: 'Quick navigation' });
    expect(within(nav).getByRole('button', { name: 'More' })).toBeTruthy();
  });

  it('names itself and "More" in Hindi (issue #20)', async () => {
    await changeLanguage('hi');
    renderBar();
    const nav = screen.getByRole('navigation', { name: 'झटपट नेविगेशन' });
    expect(within(nav).getByRole('button', { name: 'और' })).toBeTruthy();
    expect(within(nav).queryByText(/More|Book|Assistant/)).toBeNull();
  });
});
