import { checkNotificationPreferences } from './notification-rules';

const ALL_ON = { bookingConfirmations: true, chargingUpdates: true, promotionalMessages: true };

const messageOf = (body: unknown): string => {
  try {
    checkNotificationPreferences(body);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected a 400');
};

describe('checkNotificationPreferences', () => {
  it('answers exactly the three settings of a valid body', () => {
    expect(
      checkNotificationPreferences({
        bookingConfirmations: false,
        chargingUpdates: true,
        promotionalMessages: true,
      }),
    ).toEqual({ bookingConfirmations: false, chargingUpdates: true, promotionalMessages: true });
  });

  it.each([
    [{ ...ALL_ON, chargingUpdates: 'false' }, 'Charging Updates must be true or false'],
    [{ ...ALL_ON, promotionalMessages: 0 }, 'Promotional Messages must be true or false'],
    [{ ...ALL_ON, bookingConfirmations: null }, 'Booking Confirmations must be true or false'],
    [{ chargingUpdates: true, promotionalMessages: false }, 'Booking Confirmations is required'],
    [
      { ...ALL_ON, smsAlerts: true },
      'Unknown notification setting "smsAlerts". Choose from bookingConfirmations, chargingUpdates, promotionalMessages.',
    ],
    [[true, true, false], 'Please send the fields as a JSON object'],
    [null, 'Please send the fields as a JSON object'],
  ])('when the body is %j, refuses it with "%s"', (body, message) => {
    expect(messageOf(body)).toBe(message);
  });
});
