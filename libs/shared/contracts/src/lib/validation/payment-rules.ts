import type { FieldRule } from './field-rule';

/**
 * The UPI id of POST /api/payments (all simulated). The API takes any id up to `max` characters (the
 * simulated bank reads only its start); the payment form also asks for the name@handle shape UPI apps
 * accept: letters, digits, dot, hyphen, underscore, and a handle with letters. The card fields are the
 * form's fixed demo card, so only the API schema checks them.
 */
export const PAYMENT_RULES = {
  upiId: {
    required: 'Please enter your UPI ID.',
    invalid: 'Enter a valid UPI ID, e.g. name@okaxis.',
    max: 100,
    pattern: /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,63}@[a-zA-Z][a-zA-Z0-9.-]{1,31}$/,
  },
} as const satisfies Record<string, FieldRule>;
