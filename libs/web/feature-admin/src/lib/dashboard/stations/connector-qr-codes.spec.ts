import { renderSVG } from 'uqr';
import { connectorQrCards } from './connector-qr-codes';

const station = {
  id: 12,
  chargers: [
    { type: 'CCS2', power: 60, pricePerKwh: '23.50' },
    { type: 'Type 2', power: 22, pricePerKwh: '15.00' },
  ],
};

describe('connector QR codes (docs/product.md §2.14)', () => {
  it("gives each charger its code, label and the Charge now page of this site, in the station's order", () => {
    const cards = connectorQrCards(station, 'https://app.chargesetu.example');
    expect(cards.map(({ code, label, url }) => ({ code, label, url }))).toEqual([
      { code: '12-1', label: 'Connector 1 (CCS2 60 kW)', url: 'https://app.chargesetu.example/charge/12-1' },
      {
        code: '12-2',
        label: 'Connector 2 (Type 2 22 kW)',
        url: 'https://app.chargesetu.example/charge/12-2',
      },
    ]);
  });

  it('draws the QR code of exactly that URL', () => {
    const [card] = connectorQrCards(station, 'http://localhost:4200');
    expect(card.svg.startsWith('<svg')).toBe(true);
    expect(card.svg).toBe(renderSVG('http://localhost:4200/charge/12-1', { border: 2 }));
    // A different URL is a different code.
    expect(card.svg).not.toBe(renderSVG('http://localhost:4200/charge/12-2', { border: 2 }));
  });

  it('a station without chargers has no cards', () => {
    expect(connectorQrCards({ id: 3, chargers: [] }, 'https://x.example')).toEqual([]);
  });
});
