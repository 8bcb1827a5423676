import { CONTACT_LINES } from './contact';
import { LegalPage, type LegalDocument } from './legal-page';

const TERMS: LegalDocument = {
  title: 'Terms of Service',
  intro:
    'These terms govern your use of the ChargeSetu website and apps. Please read them carefully: by creating an account or using the service you agree to them.',
  sections: [
    {
      heading: 'Acceptance of Terms',
      paragraphs: [
        'By using ChargeSetu you confirm that you are at least 18 years old and able to enter into a binding contract under Indian law. If you use ChargeSetu for a business, you accept these terms on its behalf.',
      ],
    },
    {
      heading: 'Description of Service',
      paragraphs: [
        'ChargeSetu is a platform to discover electric-vehicle charging stations in India, book 30-minute charging slots, pay for them, monitor charging sessions, manage your vehicles and get help from an AI assistant. Stations are operated by ChargeSetu partners; availability, power and prices are set per station and may change.',
      ],
    },
    {
      heading: 'User Accounts',
      bullets: [
        'Give accurate details and keep them up to date.',
        'Keep your password confidential; you are responsible for activity on your account.',
        'Tell us at once if you suspect unauthorised use of your account.',
      ],
    },
    {
      heading: 'Bookings and Payments',
      bullets: [
        'A booking reserves a charger of the chosen connector type and power for a 30-minute slot once it is paid.',
        'Prices are shown in Indian rupees (₹) before you pay and include a ₹10 platform fee and 18% GST.',
        'Cancellation policies vary by station; refunds, where due, are credited to your ChargeSetu wallet.',
        'Late arrival may forfeit the slot, so that the next driver is not kept waiting.',
        'The energy actually delivered may differ from the estimate, depending on your vehicle and battery level.',
      ],
    },
    {
      heading: 'User Conduct',
      bullets: [
        'Use chargers only as the station instructs and leave the bay promptly when your session ends.',
        'Do not damage equipment, misuse the service, or attempt to access other users’ data.',
        'Do not use the AI assistant or any part of ChargeSetu for unlawful purposes.',
      ],
    },
    {
      heading: 'Intellectual Property',
      paragraphs: [
        'The ChargeSetu name, logo, apps and content belong to ChargeSetu or its licensors. You may use them only to use the service as intended.',
      ],
    },
    {
      heading: 'Limitation of Liability',
      paragraphs: [
        'We work hard to keep station information accurate and the service available, but we provide ChargeSetu “as is”. To the extent the law allows, we are not liable for indirect or consequential losses, and our total liability for any claim is limited to the amount you paid for the booking concerned.',
      ],
    },
    {
      heading: 'Termination',
      paragraphs: [
        'You may close your account at any time. We may suspend or close accounts that break these terms or put other users or equipment at risk, after notice where reasonable.',
      ],
    },
    {
      heading: 'Changes to Terms',
      paragraphs: [
        'We may revise these terms. The date at the top shows the current version, and continued use after a change means you accept it. These terms are governed by Indian law, with courts in Bengaluru, Karnataka having jurisdiction.',
      ],
    },
    { heading: 'Contact Information', paragraphs: CONTACT_LINES },
  ],
};

export default function TermsOfServicePage() {
  return <LegalPage document={TERMS} />;
}
