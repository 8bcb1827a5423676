import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { formatDateIn, todayIst } from '@chargesetu/shared/domain';
import { makeStore } from '@chargesetu/web/data-access';
import { changeLanguage } from '@chargesetu/web/i18n';
import { UiProvider } from '@chargesetu/web/ui';
import PrivacyPolicyPage from './privacy-policy-page';

function renderPrivacy() {
  render(
    <Provider store={makeStore({ verifySession: false })}>
      <UiProvider>
        <MemoryRouter>
          <PrivacyPolicyPage />
        </MemoryRouter>
      </UiProvider>
    </Provider>,
  );
}

const headings = () => screen.getAllByRole('heading', { level: 2 }).filter((h) => h.closest('article'));

describe('legal pages in Hindi (issue #20)', () => {
  it('show the policy, its numbered sections and today’s date in Hindi, with the same section anchors', async () => {
    await changeLanguage('hi');
    renderPrivacy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('प्राइवेसी पॉलिसी');
    expect(headings().map((h) => [h.id, h.textContent])).toEqual([
      ['section-information-we-collect', '1. हम कौन-सी जानकारी लेते हैं'],
      ['section-how-we-use-your-information', '2. हम आपकी जानकारी का इस्तेमाल कैसे करते हैं'],
      ['section-data-security', '3. डेटा की सुरक्षा'],
      ['section-sharing-your-information', '4. आपकी जानकारी किसके साथ साझा होती है'],
      ['section-your-rights', '5. आपके अधिकार'],
      ['section-changes-to-this-policy', '6. इस पॉलिसी में बदलाव'],
      ['section-contact-us', '7. हमसे संपर्क करें'],
    ]);
    // Today in IST, with the Hindi month name.
    const date = formatDateIn(todayIst(), 'hi');
    expect(date).not.toBe(formatDateIn(todayIst(), 'en'));
    expect(screen.getByTestId('last-updated').textContent).toBe(`आखिरी अपडेट: ${date}`);
    expect(screen.getByRole('link', { name: 'होम पर वापस जाएँ' })).toBeTruthy();
    expect(screen.getByText(/^ईमेल: privacy@chargesetu\.in/)).toBeTruthy();
  });

  it('switch back to the exact English', async () => {
    await changeLanguage('hi');
    renderPrivacy();
    await act(() => changeLanguage('en'));
    expect(headings()[0].textContent).toBe('1. Information We Collect');
    expect(screen.getByTestId('last-updated').textContent).toBe(
      `Last updated: ${formatDateIn(todayIst(), 'en')}`,
    );
    expect(screen.getByRole('link', { name: 'Back to Home' })).toBeTruthy();
  });
});
