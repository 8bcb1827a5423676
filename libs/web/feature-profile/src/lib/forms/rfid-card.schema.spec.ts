import { validateYupSchema, yupToFormErrors } from 'formik';
import { RFID_CARD_MESSAGES, rfidCardSchema, type RfidCardFormValues } from './rfid-card.schema';

async function errorsOf(values: RfidCardFormValues) {
  try {
    await validateYupSchema(values, rfidCardSchema);
    return {};
  } catch (error) {
    return yupToFormErrors(error);
  }
}

describe('RFID card schema (the rules of POST /api/rfid-cards)', () => {
  it('takes 4 to 20 letters and digits in either case, with spaces around them', async () => {
    for (const idTag of ['04a2', '04A2B3C4D5E6F7', 'ABCDEFGHIJ0123456789', '  cs7k2m9q  ']) {
      expect(await errorsOf({ idTag, label: 'Fob' })).toEqual({});
    }
  });

  it('refuses numbers the service refuses', async () => {
    for (const idTag of ['04A', 'ABCDEFGHIJ01234567890', '04-A2-B3', '04A2 B3C4', 'ÄBCD']) {
      expect(await errorsOf({ idTag, label: 'Fob' })).toEqual({ idTag: RFID_CARD_MESSAGES.idTag });
    }
    expect(await errorsOf({ idTag: '   ', label: 'Fob' })).toEqual({
      idTag: RFID_CARD_MESSAGES.idTagRequired,
    });
  });

  it('needs a name of 1 to 40 characters that is not only spaces', async () => {
    expect(await errorsOf({ idTag: 'ABCD', label: 'x' })).toEqual({});
    expect(await errorsOf({ idTag: 'ABCD', label: 'x'.repeat(40) })).toEqual({});
    expect(await errorsOf({ idTag: 'ABCD', label: 'x'.repeat(41) })).toEqual({
      label: RFID_CARD_MESSAGES.label,
    });
    expect(await errorsOf({ idTag: 'ABCD', label: '   ' })).toEqual({
      label: RFID_CARD_MESSAGES.labelRequired,
    });
  });
});
