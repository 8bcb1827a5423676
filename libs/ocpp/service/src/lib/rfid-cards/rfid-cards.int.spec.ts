import { authService } from '@chargesetu/auth/service';
import { MAX_RFID_CARDS, type RfidCard, type RfidCards } from '@chargesetu/shared/contracts';
import { registerDriver, type TestDriver } from '@chargesetu/shared/testing';
import type { InjectOptions } from 'fastify';
import { ocppService } from '../../index';
import { useOcppPlatform } from '../../testing';

jest.setTimeout(60_000);

describe('drivers’ RFID cards: GET, POST /api/rfid-cards and DELETE /api/rfid-cards/:idTag', () => {
  const platformOf = useOcppPlatform([authService, ocppService], { CARD_MIN_WALLET_BALANCE: '150' });
  const inject = (r: InjectOptions) => platformOf().app.inject(r);
  const newDriver = () =>
    registerDriver((r) => platformOf().app.inject(r), {
      name: 'Kavya Rao',
      connectorTypes: ['CCS2'],
      make: 'Tata',
      model: 'Nexon EV',
      platePrefix: 'KA 05',
    });
  const as = (d: TestDriver) => ({ authorization: `Bearer ${d.token}` });
  const cardsOf = async (d: TestDriver): Promise<RfidCards> => {
    const res = await inject({ url: '/api/rfid-cards', headers: as(d) });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const add = (d: TestDriver, idTag: string, label = 'Key fob') =>
    inject({ method: 'POST', url: '/api/rfid-cards', headers: as(d), payload: { idTag, label } });
  /** A card number nobody else in this database has. */
  const uniqueNumber = () =>
    `04${Date.now().toString(16).toUpperCase()}${Math.floor(Math.random() * 1e4)}`.slice(0, 20);

  it('registers a card upper-case, lists it newest first with the limit and the wallet minimum from the settings', async () => {
    const driver = await newDriver();
    expect(await cardsOf(driver)).toEqual({
      cards: [],
      maxCards: MAX_RFID_CARDS,
      minWalletBalance: '150.00',
    });
    const first = uniqueNumber();
    const added = await add(driver, first.toLowerCase(), '  Blue fob ');
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({ idTag: first, label: 'Blue fob', addedAt: expect.any(String) });
    const second = uniqueNumber();
    expect((await add(driver, second, 'Wallet card')).statusCode).toBe(201);
    expect((await cardsOf(driver)).cards.map((c: RfidCard) => c.idTag)).toEqual([second, first]);
    const [row] = await platformOf()
      .contextOf('ocpp')
      .dataSource.query(`SELECT user_id, label FROM ocpp.rfid_cards WHERE id_tag = $1`, [first]);
    expect(row).toEqual({ user_id: driver.userId, label: 'Blue fob' });
  });

  it('refuses a number registered already, by anyone and in any case, without saying whose', async () => {
    const owner = await newDriver();
    const number = uniqueNumber();
    expect((await add(owner, number)).statusCode).toBe(201);
    const other = await newDriver();
    const again = await add(other, number.toLowerCase());
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`Card ${number} is registered already.`);
    expect((await cardsOf(other)).cards).toEqual([]);
    expect((await add(owner, number)).statusCode).toBe(409);
  });

  it(`refuses a card beyond ${MAX_RFID_CARDS}, also when they are added at once`, async () => {
    const driver = await newDriver();
    const numbers = Array.from(
      { length: MAX_RFID_CARDS + 3 },
      (_, i) => `${uniqueNumber().slice(0, 16)}${i}`,
    );
    const answers = await Promise.all(numbers.map((n) => add(driver, n)));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(MAX_RFID_CARDS);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(refused).toHaveLength(3);
    expect(refused[0].json().message).toBe(
      `You have ${MAX_RFID_CARDS} cards already. Remove one to add another.`,
    );
    expect((await cardsOf(driver)).cards).toHaveLength(MAX_RFID_CARDS);
  });

  it('answers 400 with a message for a bad number or label, and for a number shaped like a charging ID', async () => {
    const driver = await newDriver();
    for (const payload of [
      { idTag: 'AB1', label: 'Short' },
      { idTag: '04A2B3C4D5E6F7A8B9C0D', label: 'Too long' },
      { idTag: '04-A2-B3', label: 'Dashes' },
      { idTag: '04A2B3C4', label: '' },
      { idTag: '04A2B3C4', label: '   ' },
      { idTag: '04A2B3C4', label: 'x'.repeat(41) },
      { idTag: '04A2B3C4' },
      { idTag: '04A2B3C4', label: 'Extra', owner: 1 },
    ]) {
      const res = await inject({ method: 'POST', url: '/api/rfid-cards', headers: as(driver), payload });
      expect({ payload, status: res.statusCode }).toEqual({ payload, status: 400 });
      expect(typeof res.json().message).toBe('string');
    }
    const issuedShape = await add(driver, 'CS0123456789ABCDEFG'.slice(0, 18));
    expect(issuedShape.statusCode).toBe(400);
    expect(issuedShape.json().message).toMatch(/charging ID, not a card number/);
    expect((await cardsOf(driver)).cards).toEqual([]);
  });

  it('removes only the driver’s own card: someone else’s is a 404 and stays theirs', async () => {
    const owner = await newDriver();
    const number = uniqueNumber();
    await add(owner, number);
    const other = await newDriver();
    const theirs = await inject({ method: 'DELETE', url: `/api/rfid-cards/${number}`, headers: as(other) });
    expect(theirs.statusCode).toBe(404);
    expect((await cardsOf(owner)).cards.map((c) => c.idTag)).toEqual([number]);
    const mine = await inject({
      method: 'DELETE',
      url: `/api/rfid-cards/${number.toLowerCase()}`,
      headers: as(owner),
    });
    expect(mine.statusCode).toBe(200);
    expect((await cardsOf(owner)).cards).toEqual([]);
    // Removed, the number may be registered again, by anyone.
    expect((await add(other, number)).statusCode).toBe(201);
  });

  it('answers 401 without a token', async () => {
    expect((await inject({ url: '/api/rfid-cards' })).statusCode).toBe(401);
    expect(
      (await inject({ method: 'POST', url: '/api/rfid-cards', payload: { idTag: '04A2B3C4', label: 'x' } }))
        .statusCode,
    ).toBe(401);
    expect((await inject({ method: 'DELETE', url: '/api/rfid-cards/04A2B3C4' })).statusCode).toBe(401);
  });
});
