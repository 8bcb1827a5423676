/** How to reach the ChargeSetu privacy and grievance desk, quoted by all three legal pages ('public' keys). */
export const CONTACT_LINES = ['legal.contact.line1', 'legal.contact.line2', 'legal.contact.line3'];
