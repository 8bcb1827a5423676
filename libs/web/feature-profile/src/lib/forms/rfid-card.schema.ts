import { Value } from '@sinclair/typebox/value';
import * as yup from 'yup';
import { RegisterRfidCardBody, RfidCardNumber } from '@chargesetu/shared/contracts';

const LABEL = RegisterRfidCardBody.properties.label;

export const RFID_CARD_MESSAGES = {
  idTagRequired: 'Enter the card number',
  idTag: `The card number is ${RfidCardNumber.minLength} to ${RfidCardNumber.maxLength} letters and digits, without spaces`,
  labelRequired: 'Give the card a name',
  label: `The name is at most ${LABEL.maxLength} characters`,
} as const;

/**
 * Adding an RFID card (docs/product.md §2.9) checks what POST /api/rfid-cards checks, with the contract's own
 * rules (RfidCardNumber, the label of RegisterRfidCardBody), on the values as sent: without the spaces around
 * them.
 */
export const rfidCardSchema = yup.object({
  idTag: yup
    .string()
    .trim()
    .required(RFID_CARD_MESSAGES.idTagRequired)
    .test('rfid-card-number', RFID_CARD_MESSAGES.idTag, (value) => Value.Check(RfidCardNumber, value)),
  label: yup
    .string()
    .trim()
    .required(RFID_CARD_MESSAGES.labelRequired)
    .test('rfid-card-label', RFID_CARD_MESSAGES.label, (value) => Value.Check(LABEL, value)),
});

export interface RfidCardFormValues {
  idTag: string;
  label: string;
}

export const emptyRfidCard: RfidCardFormValues = { idTag: '', label: '' };
