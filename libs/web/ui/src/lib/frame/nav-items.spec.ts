import { BOTTOM_BAR_HIDDEN_PATHS, hasBackButton, isActive, MORE_ITEMS, SIDE_MENU_ITEMS } from './nav-items';

describe('frame navigation rules (docs/product.md §2.17)', () => {
  it('puts a back button on station, booking, charging, payment and booking-success pages only', () => {
    for (const p of [
      '/station/4',
      '/booking/4',
      '/charging/9',
      '/payment',
      '/payment/9',
      '/booking-success/9',
    ]) {
      expect(hasBackButton(p)).toBe(true);
    }
    for (const p of ['/bookings', '/payments', '/charging-history', '/home', '/stations']) {
      expect(hasBackButton(p)).toBe(false);
    }
  });

  it('hides the bottom bar on /, /admin-login, /admin-dashboard, /login and /register', () => {
    expect([...BOTTOM_BAR_HIDDEN_PATHS].sort()).toEqual([
      '/',
      '/admin-dashboard',
      '/admin-login',
      '/login',
      '/register',
    ]);
  });

  it('marks Book as current on station and booking pages, and Dashboard on /user-dashboard', () => {
    const book = SIDE_MENU_ITEMS.find((i) => i.label === 'Book')!;
    const dashboard = SIDE_MENU_ITEMS.find((i) => i.label === 'Dashboard')!;
    expect(isActive('/station/3', book)).toBe(true);
    expect(isActive('/bookings', book)).toBe(false);
    expect(isActive('/user-dashboard', dashboard)).toBe(true);
  });

  it('the side menu reaches /payments as the More sheet does, and marks it current there only', () => {
    const payments = SIDE_MENU_ITEMS.find((i) => i.label === 'Payments')!;
    expect(payments.to).toBe(MORE_ITEMS.find((i) => i.label === 'Payments')!.to);
    expect(payments.to).toBe('/payments');
    expect(isActive('/payments', payments)).toBe(true);
    expect(isActive('/payment/9', payments)).toBe(false);
  });

  it('lists the side menu in the spec order, with signed-in-only items marked', () => {
    expect(SIDE_MENU_ITEMS.map((i) => `${i.label}${i.signedInOnly ? '*' : ''}`)).toEqual([
      'Dashboard*',
      'Book',
      'Assistant',
      'My Bookings*',
      'Payments*',
      'My Vehicles*',
      'Profile*',
    ]);
  });
});
