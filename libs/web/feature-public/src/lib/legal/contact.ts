/** How to reach the ChargeSetu privacy and grievance desk, quoted by all three legal pages. */
export const CONTACT_LINES = [
  'Email: privacy@chargesetu.in (privacy and data requests) or support@chargesetu.in (everything else).',
  'Grievance Officer, ChargeSetu, 4th Floor, Koramangala 80 Feet Road, Bengaluru, Karnataka 560034.',
  'We acknowledge every request within 48 hours and resolve it within 30 days.',
];
