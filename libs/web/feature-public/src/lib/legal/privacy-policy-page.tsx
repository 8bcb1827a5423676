import { CONTACT_LINES } from './contact';
import { LegalPage, type LegalDocument } from './legal-page';

// The texts are keys of the 'public' namespace (docs/product.md §2.16 legal page).
const PRIVACY: LegalDocument = {
  title: 'legal.privacy.title',
  intro: 'legal.privacy.intro',
  sections: [
    {
      id: 'information-we-collect',
      heading: 'legal.privacy.s1.heading',
      bullets: [
        'legal.privacy.s1.b1',
        'legal.privacy.s1.b2',
        'legal.privacy.s1.b3',
        'legal.privacy.s1.b4',
        'legal.privacy.s1.b5',
      ],
    },
    {
      id: 'how-we-use-your-information',
      heading: 'legal.privacy.s2.heading',
      bullets: [
        'legal.privacy.s2.b1',
        'legal.privacy.s2.b2',
        'legal.privacy.s2.b3',
        'legal.privacy.s2.b4',
        'legal.privacy.s2.b5',
        'legal.privacy.s2.b6',
      ],
    },
    { id: 'data-security', heading: 'legal.privacy.s3.heading', paragraphs: ['legal.privacy.s3.p1'] },
    {
      id: 'sharing-your-information',
      heading: 'legal.privacy.s4.heading',
      paragraphs: ['legal.privacy.s4.p1'],
      bullets: ['legal.privacy.s4.b1', 'legal.privacy.s4.b2', 'legal.privacy.s4.b3', 'legal.privacy.s4.b4'],
    },
    {
      id: 'your-rights',
      heading: 'legal.privacy.s5.heading',
      bullets: [
        'legal.privacy.s5.b1',
        'legal.privacy.s5.b2',
        'legal.privacy.s5.b3',
        'legal.privacy.s5.b4',
        'legal.privacy.s5.b5',
        'legal.privacy.s5.b6',
      ],
    },
    {
      id: 'changes-to-this-policy',
      heading: 'legal.privacy.s6.heading',
      paragraphs: ['legal.privacy.s6.p1'],
    },
    { id: 'contact-us', heading: 'legal.privacy.s7.heading', paragraphs: CONTACT_LINES },
  ],
};

export default function PrivacyPolicyPage() {
  return <LegalPage document={PRIVACY} />;
}
