import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { RfidCard } from '@chargesetu/shared/contracts';
import { makeStore, signedIn } from '@chargesetu/web/data-access';
import { UiProvider } from '@chargesetu/web/ui';
import { RfidCardsCard } from './rfid-cards-card';

const FOB: RfidCard = { idTag: '04A2B3C4D5E6F7', label: 'Blue key fob', addedAt: '2026-11-20T18:45:00.000Z' };
const OFFICE: RfidCard = { idTag: 'CARD0001', label: 'Office card', addedAt: '2026-10-02T04:00:00.000Z' };

interface FakeOptions {
  cards?: RfidCard[];
  maxCards?: number;
  minWalletBalance?: string;
  /** Answers GET /api/rfid-cards instead of the list, first reads first. */
  failedReads?: number;
  /** Answers POST /api/rfid-cards instead of the fake's own rules. */
  refuseRegister?: { status: number; message: string };
}

/**
 * /api/rfid-cards as the API is specified: the list newest first, POST stores the number upper-case (409 for a
 * card registered already or at the most cards), DELETE answers 204 (404 for a card not in the list).
 */
function fakeRfidCardsApi(options: FakeOptions = {}) {
  let cards = [...(options.cards ?? [])];
  const { maxCards = 5, minWalletBalance = '100.00' } = options;
  let failedReads = options.failedReads ?? 0;
  const calls: string[] = [];
  const json = (data: unknown, status = 200) => new Response(JSON.stringify(data), { status });
  const refuse = (status: number, message: string) =>
    json({ statusCode: status, error: 'Refused', message }, status);

  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const path = url.split('?')[0];
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? init.body : '';
    calls.push(`${method} ${path}${body ? ` ${body}` : ''}`);
    if (path === '/api/rfid-cards' && method === 'GET') {
      if (failedReads > 0) {
        failedReads -= 1;
        return refuse(503, 'The ocpp service cannot be read');
      }
      return json({ cards, maxCards, minWalletBalance });
    }
    if (path === '/api/rfid-cards' && method === 'POST') {
      if (options.refuseRegister)
        return refuse(options.refuseRegister.status, options.refuseRegister.message);
      const { idTag, label } = JSON.parse(body) as { idTag: string; label: string };
      const card = { idTag: idTag.toUpperCase(), label, addedAt: '2026-11-24T06:30:00.000Z' };
      if (cards.some((c) => c.idTag === card.idTag)) return refuse(409, 'This card is registered already.');
      if (cards.length >= maxCards) return refuse(409, `You already have ${maxCards} cards.`);
      cards = [card, ...cards];
      return json(card, 201);
    }
    const removed = /^\/api\/rfid-cards\/([^/]+)$/.exec(path);
    if (removed && method === 'DELETE') {
      const idTag = decodeURIComponent(removed[1]);
      if (!cards.some((c) => c.idTag === idTag)) return refuse(404, 'No such card');
      cards = cards.filter((c) => c.idTag !== idTag);
      return new Response(null, { status: 204 });
    }
    return refuse(404, 'no stub');
  });
  return calls;
}

function renderCard() {
  const store = makeStore({ verifySession: false });
  store.dispatch(
    signedIn({
      token: 't',
      user: { id: 9, username: 'asha_rao', name: 'Asha Rao', email: 'a@b.in', role: 'user' },
    }),
  );
  render(
    <Provider store={store}>
      <UiProvider>
        <RfidCardsCard />
      </UiProvider>
    </Provider>,
  );
}

const section = () => screen.getByRole('region', { name: 'RFID cards' });
const addForm = () => within(section()).getByRole('form', { name: 'Add a card' });
const cardNumbers = () =>
  within(section())
    .queryAllByTestId('rfid-card-number')
    .map((n) => n.textContent);

function fillAndAdd(idTag: string, label: string) {
  const form = addForm();
  fireEvent.change(within(form).getByLabelText(/^Card number/), { target: { value: idTag } });
  fireEvent.change(within(form).getByLabelText(/^Card name/), { target: { value: label } });
  fireEvent.click(within(form).getByRole('button', { name: 'Add card' }));
}

afterEach(() => vi.unstubAllGlobals());

describe('RFID cards on My Profile (docs/product.md §2.9)', () => {
  it('lists the cards newest first with their numbers and added dates, and the wallet minimum the API gives', async () => {
    const calls = fakeRfidCardsApi({ cards: [FOB, OFFICE], minWalletBalance: '150.50' });
    renderCard();
    expect(within(section()).getByRole('status', { name: 'Loading your RFID cards' })).toBeTruthy();

    const list = await within(section()).findByRole('list', { name: 'Your RFID cards' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Blue key fob04A2B3C4D5E6F7Added 21 Nov 2026Remove',
      'Office cardCARD0001Added 2 Oct 2026Remove',
    ]);
    expect(
      within(section()).getByText(
        'Tap a registered card on a charger to start your booking there. Without a booking, the tap charges ' +
          'from your wallet (billed from the meter; what you do not use goes back to it), which needs at ' +
          'least ₹150.50.',
      ),
    ).toBeTruthy();
    expect(within(section()).queryByRole('status')).toBeNull();
    expect(addForm()).toBeTruthy();
    expect(calls).toEqual(['GET /api/rfid-cards']);
  });

  it('says when there are no cards yet', async () => {
    fakeRfidCardsApi();
    renderCard();
    expect(
      await within(section()).findByText('No cards yet. Add the card or key fob you tap at chargers.'),
    ).toBeTruthy();
    expect(within(section()).queryByRole('list')).toBeNull();
  });

  it('says when the cards could not be loaded, and reads them again on "Try again"', async () => {
    const calls = fakeRfidCardsApi({ cards: [FOB], failedReads: 1 });
    renderCard();
    const alert = await within(section()).findByRole('alert');
    expect(alert.textContent).toContain('Your RFID cards could not be loaded.');
    expect(within(section()).queryByRole('form')).toBeNull();

    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await within(section()).findByRole('list', { name: 'Your RFID cards' });
    expect(cardNumbers()).toEqual([FOB.idTag]);
    expect(within(section()).queryByRole('alert')).toBeNull();
    expect(calls).toEqual(['GET /api/rfid-cards', 'GET /api/rfid-cards']);
  });

  it('adds a card as typed without the spaces around it, shows it (upper-case) and empties the form', async () => {
    const calls = fakeRfidCardsApi({ cards: [OFFICE] });
    renderCard();
    await within(section()).findByRole('list');

    fillAndAdd('  04a2b3c4d5e6f7 ', ' Blue key fob ');
    await within(section()).findByText('Blue key fob');
    expect(cardNumbers()).toEqual(['04A2B3C4D5E6F7', 'CARD0001']);
    expect(calls).toEqual([
      'GET /api/rfid-cards',
      'POST /api/rfid-cards {"idTag":"04a2b3c4d5e6f7","label":"Blue key fob"}',
      'GET /api/rfid-cards',
    ]);
    expect((within(addForm()).getByLabelText(/^Card number/) as HTMLInputElement).value).toBe('');
    expect((within(addForm()).getByLabelText(/^Card name/) as HTMLInputElement).value).toBe('');
  });

  it('shows the server’s message when the card is registered already (409), and reads the list again', async () => {
    const calls = fakeRfidCardsApi({ cards: [FOB] });
    renderCard();
    await within(section()).findByRole('list');

    fillAndAdd('04a2b3c4d5e6f7', 'Spare fob');
    const alert = await within(addForm()).findByRole('alert');
    expect(alert.textContent).toBe('This card is registered already.');
    expect(cardNumbers()).toEqual([FOB.idTag]);
    expect(calls.slice(1)).toEqual([
      'POST /api/rfid-cards {"idTag":"04a2b3c4d5e6f7","label":"Spare fob"}',
      'GET /api/rfid-cards',
    ]);
    // What was typed stays, to correct.
    expect((within(addForm()).getByLabelText(/^Card name/) as HTMLInputElement).value).toBe('Spare fob');
  });

  it('shows the server’s message for input it refuses (400)', async () => {
    fakeRfidCardsApi({ refuseRegister: { status: 400, message: 'body/label must match pattern "\\S"' } });
    renderCard();
    await within(section()).findByText(/^No cards yet/);
    fillAndAdd('ABCD', 'Fob');
    expect((await within(addForm()).findByRole('alert')).textContent).toBe(
      'body/label must match pattern "\\S"',
    );
  });

  it('removes a card after asking, and keeps it when the driver changes their mind', async () => {
    const calls = fakeRfidCardsApi({ cards: [FOB, OFFICE] });
    renderCard();
    await within(section()).findByRole('list');

    fireEvent.click(screen.getByRole('button', { name: 'Remove Blue key fob (04A2B3C4D5E6F7)' }));
    let dialog = await screen.findByRole('dialog', { name: 'Remove Blue key fob?' });
    expect(dialog.textContent).toContain('Card 04A2B3C4D5E6F7 will no longer start charging for you');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep card' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual(['GET /api/rfid-cards']);

    fireEvent.click(screen.getByRole('button', { name: 'Remove Blue key fob (04A2B3C4D5E6F7)' }));
    dialog = await screen.findByRole('dialog', { name: 'Remove Blue key fob?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(cardNumbers()).toEqual(['CARD0001']));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([
      'GET /api/rfid-cards',
      'DELETE /api/rfid-cards/04A2B3C4D5E6F7',
      'GET /api/rfid-cards',
    ]);
  });

  it('at the most cards the API allows, says so instead of offering the form; removing one brings it back', async () => {
    fakeRfidCardsApi({ cards: [FOB, OFFICE], maxCards: 2 });
    renderCard();
    expect(
      await within(section()).findByText(
        'You have 2 cards, the most you can register. Remove one to add another.',
      ),
    ).toBeTruthy();
    expect(within(section()).queryByRole('form')).toBeNull();
    expect(within(section()).queryByRole('button', { name: 'Add card' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Remove Office card (CARD0001)' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Remove Office card?' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(section()).findByRole('form', { name: 'Add a card' })).toBeTruthy();
    expect(within(section()).queryByText(/the most you can register/)).toBeNull();
  });

  it('checks the number and the name before sending, in words', async () => {
    const calls = fakeRfidCardsApi();
    renderCard();
    await within(section()).findByText(/^No cards yet/);

    fireEvent.click(within(addForm()).getByRole('button', { name: 'Add card' }));
    expect(await within(addForm()).findByText('Enter the card number')).toBeTruthy();
    expect(within(addForm()).getByText('Give the card a name')).toBeTruthy();

    fillAndAdd('04-A2-B3', 'x'.repeat(41));
    expect(
      await within(addForm()).findByText('The card number is 4 to 20 letters and digits, without spaces'),
    ).toBeTruthy();
    expect(within(addForm()).getByText('The name is at most 40 characters')).toBeTruthy();
    expect(calls).toEqual(['GET /api/rfid-cards']);
  });
});
