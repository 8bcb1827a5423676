import { CONTACT_LINES } from './contact';
import { LegalPage, type LegalDocument } from './legal-page';

const PRIVACY: LegalDocument = {
  title: 'Privacy Policy',
  intro:
    'ChargeSetu helps electric-vehicle owners in India find, book, pay for and monitor charging. This policy explains what personal data we collect, why, how we protect it, and the choices you have. We process personal data in line with the Digital Personal Data Protection Act, 2023.',
  sections: [
    {
      heading: 'Information We Collect',
      bullets: [
        'Personal information: your name, email address, mobile number and username when you create an account.',
        'Vehicle information: make, model, year, registration number, battery capacity and connector types of the vehicles you add.',
        'Usage information: the stations you view, bookings, charging sessions, payments, and your conversations with the AI assistant.',
        'Location information: the state and city you search in and, only if you allow it, your device’s location to show nearby stations.',
        'Technical information: device and browser type, and logs we need to keep the service secure and working.',
      ],
    },
    {
      heading: 'How We Use Your Information',
      bullets: [
        'To run your account, bookings, payments and charging sessions.',
        'To show stations and chargers that suit your vehicle and location.',
        'To send booking confirmations, charging updates and receipts.',
        'To answer your questions through the AI assistant and our support team.',
        'To detect fraud, keep the platform secure and meet our legal obligations.',
        'To improve ChargeSetu using aggregated statistics that do not identify you.',
      ],
    },
    {
      heading: 'Data Security',
      paragraphs: [
        'Passwords are stored only as salted hashes. Data travels over encrypted connections, access inside ChargeSetu is limited to the people who need it, and we review our safeguards regularly. No system is perfectly secure: if a breach affects your data, we will tell you and the Data Protection Board of India as the law requires.',
      ],
    },
    {
      heading: 'Sharing Your Information',
      paragraphs: ['We do not sell your personal data. We share it only:'],
      bullets: [
        'with charging station operators, to the extent needed to honour your booking;',
        'with payment partners, to process your payments and refunds;',
        'with service providers who host and support ChargeSetu under contracts that protect your data;',
        'with authorities, when Indian law requires it.',
      ],
    },
    {
      heading: 'Your Rights',
      bullets: [
        'Access a summary of the personal data we hold about you.',
        'Correct or update inaccurate or incomplete data.',
        'Erase your account and data that we no longer need to keep by law.',
        'Withdraw consent, for example to location access or promotional messages.',
        'Nominate another person to exercise your rights in case of death or incapacity.',
        'Raise a grievance with us, and then with the Data Protection Board of India.',
      ],
    },
    {
      heading: 'Changes to This Policy',
      paragraphs: [
        'We may update this policy as ChargeSetu grows. The date at the top shows the latest version; for significant changes we will also notify you in the app or by email before they take effect.',
      ],
    },
    { heading: 'Contact Us', paragraphs: CONTACT_LINES },
  ],
};

export default function PrivacyPolicyPage() {
  return <LegalPage document={PRIVACY} />;
}
