import { CONTACT_LINES } from './contact';
import { LegalPage, type LegalDocument } from './legal-page';

// The texts are keys of the 'public' namespace (docs/product.md §2.16 legal page).
const TERMS: LegalDocument = {
  title: 'legal.terms.title',
  intro: 'legal.terms.intro',
  sections: [
    { id: 'acceptance-of-terms', heading: 'legal.terms.s1.heading', paragraphs: ['legal.terms.s1.p1'] },
    { id: 'description-of-service', heading: 'legal.terms.s2.heading', paragraphs: ['legal.terms.s2.p1'] },
    {
      id: 'user-accounts',
      heading: 'legal.terms.s3.heading',
      bullets: ['legal.terms.s3.b1', 'legal.terms.s3.b2', 'legal.terms.s3.b3'],
    },
    {
      id: 'bookings-and-payments',
      heading: 'legal.terms.s4.heading',
      bullets: [
        'legal.terms.s4.b1',
        'legal.terms.s4.b2',
        'legal.terms.s4.b3',
        'legal.terms.s4.b4',
        'legal.terms.s4.b5',
      ],
    },
    {
      id: 'user-conduct',
      heading: 'legal.terms.s5.heading',
      bullets: ['legal.terms.s5.b1', 'legal.terms.s5.b2', 'legal.terms.s5.b3'],
    },
    { id: 'intellectual-property', heading: 'legal.terms.s6.heading', paragraphs: ['legal.terms.s6.p1'] },
    { id: 'limitation-of-liability', heading: 'legal.terms.s7.heading', paragraphs: ['legal.terms.s7.p1'] },
    { id: 'termination', heading: 'legal.terms.s8.heading', paragraphs: ['legal.terms.s8.p1'] },
    { id: 'changes-to-terms', heading: 'legal.terms.s9.heading', paragraphs: ['legal.terms.s9.p1'] },
    { id: 'contact-information', heading: 'legal.terms.s10.heading', paragraphs: CONTACT_LINES },
  ],
};

export default function TermsOfServicePage() {
  return <LegalPage document={TERMS} />;
}
