import { toCsv } from './csv';

describe('toCsv', () => {
  it('writes a header and rows, CRLF-terminated; numbers as they are, unknown as an empty cell', () => {
    expect(toCsv(['Hour', 'Bookings', 'Utilisation (%)'], [['09:00', 3, null]])).toBe(
      'Hour,Bookings,Utilisation (%)\r\n09:00,3,\r\n',
    );
  });

  it('quotes text with commas, quotes or line breaks, doubling the quotes', () => {
    expect(toCsv(['Station'], [['Hub, "North"'], ['Line\nbreak']])).toBe(
      'Station\r\n"Hub, ""North"""\r\n"Line\nbreak"\r\n',
    );
  });

  it('keeps text that a spreadsheet would run as a formula as text; negative numbers stay numbers', () => {
    expect(
      toCsv(
        ['Name', 'n'],
        [
          ['=SUM(A1)', -2],
          ['@cmd', 0],
          ['-x,y', 1],
        ],
      ),
    ).toBe("Name,n\r\n'=SUM(A1),-2\r\n'@cmd,0\r\n\"'-x,y\",1\r\n");
  });
});
