import { CONTACT_LINES } from './contact';
import { LegalPage, type LegalDocument } from './legal-page';

const COOKIES: LegalDocument = {
  title: 'Cookies Policy',
  intro:
    'This policy explains how ChargeSetu uses cookies and similar browser storage, and how you can control them.',
  sections: [
    {
      heading: 'What Are Cookies',
      paragraphs: [
        'Cookies are small text files a website stores in your browser. Similar technologies, such as local storage, keep small pieces of data on your device in the same way. We call them all “cookies” here.',
      ],
    },
    {
      heading: 'How We Use Cookies',
      bullets: [
        'To keep you signed in between visits.',
        'To remember your preferences, such as your last chosen state and city.',
        'To keep ChargeSetu secure, for example by protecting forms from misuse.',
        'To understand, in aggregate, which features are used so we can improve them.',
      ],
    },
    {
      heading: 'Types of Cookies We Use',
      bullets: [
        'Essential: needed for sign-in, bookings and payments. The service does not work without them.',
        'Preference: remember choices you make, such as filters.',
        'Analytics: count visits and feature use without identifying you.',
      ],
    },
    {
      heading: 'Third-Party Cookies',
      paragraphs: [
        'Payment partners and map providers we work with may set their own cookies when you use their features inside ChargeSetu. Their use is governed by their own policies.',
      ],
    },
    {
      heading: 'Managing Cookies',
      paragraphs: [
        'Most browsers let you see, block and delete cookies in their settings. Blocking essential cookies will sign you out and stop bookings and payments from working.',
      ],
    },
    {
      heading: 'Disabling Cookies',
      paragraphs: [
        'You can switch off analytics and preference cookies at any time by clearing site data in your browser. Essential cookies are removed when you sign out or clear your browser data.',
      ],
    },
    {
      heading: 'Changes to This Policy',
      paragraphs: [
        'We will update this page when our use of cookies changes. The date at the top shows the current version.',
      ],
    },
    { heading: 'Contact Us', paragraphs: CONTACT_LINES },
  ],
};

export default function CookiesPolicyPage() {
  return <LegalPage document={COOKIES} />;
}
