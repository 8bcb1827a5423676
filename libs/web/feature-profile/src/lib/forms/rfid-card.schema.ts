import { Value } from '@sinclair/typebox/value';
import * as yup from 'yup';
import { RegisterRfidCardBody, RfidCardNumber } from '@chargesetu/shared/contracts';
import { translate } from '@chargesetu/web/i18n';

const LABEL = RegisterRfidCardBody.properties.label;

/** The form's messages, read in the language shown when they are given. */
export const RFID_CARD_MESSAGES = {
  get idTagRequired() {
    return translate('profile:rfid.numberRequired');
  },
  get idTag() {
    return translate('profile:rfid.numberInvalid', {
      min: RfidCardNumber.minLength,
      max: RfidCardNumber.maxLength,
    });
  },
  get labelRequired() {
    return translate('profile:rfid.nameRequired');
  },
  get label() {
    return translate('profile:rfid.nameTooLong', { max: LABEL.maxLength });
  },
};

/**
 * Adding an RFID card (docs/product.md §2.9) checks what POST /api/rfid-cards checks, with the contract's own
 * rules (RfidCardNumber, the label of RegisterRfidCardBody), on the values as sent: without the spaces around
 * them.
 */
export const rfidCardSchema = yup.object({
  idTag: yup
    .string()
    .trim()
    .required(() => RFID_CARD_MESSAGES.idTagRequired)
    .test(
      'rfid-card-number',
      () => RFID_CARD_MESSAGES.idTag,
      (value) => Value.Check(RfidCardNumber, value),
    ),
  label: yup
    .string()
    .trim()
    .required(() => RFID_CARD_MESSAGES.labelRequired)
    .test(
      'rfid-card-label',
      () => RFID_CARD_MESSAGES.label,
      (value) => Value.Check(LABEL, value),
    ),
});

export interface RfidCardFormValues {
  idTag: string;
  label: string;
}

export const emptyRfidCard: RfidCardFormValues = { idTag: '', label: '' };
