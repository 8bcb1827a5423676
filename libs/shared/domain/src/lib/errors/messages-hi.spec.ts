import { beyondHorizonMessage, dateOutsideWindowMessage } from '../time/booking-window';
import { localizeMessage } from './messages-hi';

const DEVANAGARI = /[\u0900-\u097F]/;

describe('localizeMessage', () => {
  it('leaves every message English for an English reader', () => {
    expect(localizeMessage('Invalid username or password', 'en')).toBe('Invalid username or password');
    expect(localizeMessage('Booking 12 was not found', 'en')).toBe('Booking 12 was not found');
  });

  it('looks a fixed message up', () => {
    expect(localizeMessage('Invalid username or password', 'hi')).toBe('यूज़रनेम या पासवर्ड गलत है');
    expect(localizeMessage('Something went wrong on our side. Please try again.', 'hi')).toBe(
      'हमारी तरफ़ से कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
    );
  });

  it('keeps a message it does not know in English, never failing', () => {
    expect(localizeMessage('Some brand new refusal', 'hi')).toBe('Some brand new refusal');
    expect(localizeMessage('', 'hi')).toBe('');
    // Not mistaken for an entry: the catalogue is not an object with a prototype.
    expect(localizeMessage('constructor', 'hi')).toBe('constructor');
  });

  it.each([1, 30])('words the booking window of %i days from the domain constants', (n) => {
    expect(localizeMessage(dateOutsideWindowMessage(n), 'hi')).toBe(
      `तारीख आज से ${n} दिन आगे तक की होनी चाहिए (YYYY-MM-DD)।`,
    );
    expect(localizeMessage(beyondHorizonMessage(n), 'hi')).toBe(
      `बुकिंग ज़्यादा से ज़्यादा ${n} दिन आगे तक की जा सकती है।`,
    );
  });

  it.each([
    ['Booking 42 was not found', 'बुकिंग 42 नहीं मिली'],
    ['Station 7 was not found', 'स्टेशन 7 नहीं मिला'],
    ['Route GET /api/nope not found', 'रास्ता GET /api/nope नहीं मिला'],
    [
      'Insufficient wallet balance: ₹1,180.00 needed, ₹650.00 available',
      'वॉलेट में पैसे कम हैं: ₹1,180.00 चाहिए, ₹650.00 उपलब्ध हैं',
    ],
    [
      'This booking can no longer be paid: it is cancelled.',
      'इस बुकिंग का अब भुगतान नहीं हो सकता: यह रद्द हो चुकी है।',
    ],
    [
      'Your slot starts at 24 Nov 2026, 10:30 AM IST. You can start charging from 15 minutes before it.',
      'आपका स्लॉट 24 Nov 2026, 10:30 AM IST पर शुरू होता है। आप उससे 15 मिनट पहले से चार्जिंग शुरू कर सकते हैं।',
    ],
    [
      'The charging session for this booking has already ended (battery full).',
      'इस बुकिंग का चार्जिंग सेशन पहले ही खत्म हो चुका है (बैटरी फ़ुल)।',
    ],
    [
      'The charging session for this booking has already ended.',
      'इस बुकिंग का चार्जिंग सेशन पहले ही खत्म हो चुका है।',
    ],
    [
      'Connector 2 (CCS2 60 kW) is not free for your slot. Choose another connector or cancel for a full refund.',
      'कनेक्टर 2 (CCS2 60 kW) आपके स्लॉट के लिए खाली नहीं है। कोई दूसरा कनेक्टर चुनें या पूरे रिफ़ंड के साथ रद्द करें।',
    ],
    [
      'Connector 1 (Type 2 7.4 kW) is Charging right now. Try another connector.',
      'कनेक्टर 1 (Type 2 7.4 kW) अभी चार्ज कर रहा है। कोई दूसरा कनेक्टर आज़माएँ।',
    ],
    [
      'Too many failed sign-in attempts for this account. Please wait 15 minutes and try again.',
      'इस अकाउंट पर साइन इन की बहुत सारी कोशिशें नाकाम रहीं। कृपया 15 मिनट रुककर फिर से कोशिश करें।',
    ],
    [
      'Too many requests. Please slow down and try again in 1 minute.',
      'बहुत सारे अनुरोध आए। कृपया थोड़ा धीरे चलें और 1 मिनट बाद फिर से कोशिश करें।',
    ],
    [
      'Incompatible with CHAdeMO: this vehicle supports CCS2, Type 2',
      'CHAdeMO के साथ काम नहीं करती: यह गाड़ी CCS2, Type 2 सपोर्ट करती है',
    ],
    ['Card 04A1B2C3 is registered already.', 'कार्ड 04A1B2C3 पहले से रजिस्टर है।'],
    [
      'The bookings service is unavailable right now. Please try again shortly.',
      'bookings सेवा अभी उपलब्ध नहीं है। कृपया थोड़ी देर में फिर से कोशिश करें।',
    ],
  ])('words "%s" with its values kept', (english, hindi) => {
    expect(localizeMessage(english, 'hi')).toBe(hindi);
  });

  it('keeps a wait it cannot read as it is', () => {
    expect(localizeMessage('Too many requests. Please slow down and try again in a while.', 'hi')).toBe(
      'बहुत सारे अनुरोध आए। कृपया थोड़ा धीरे चलें और a while बाद फिर से कोशिश करें।',
    );
  });

  it('answers in Devanagari for the errors the edge itself sends', () => {
    for (const english of ['Server error', 'Authentication required', 'Numbers must be finite']) {
      expect(localizeMessage(english, 'hi')).toMatch(DEVANAGARI);
    }
  });
});
