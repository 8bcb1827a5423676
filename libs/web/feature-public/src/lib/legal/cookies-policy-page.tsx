import { CONTACT_LINES } from './contact';
import { LegalPage, type LegalDocument } from './legal-page';

// The texts are keys of the 'public' namespace (docs/product.md §2.16 legal page).
const COOKIES: LegalDocument = {
  title: 'legal.cookies.title',
  intro: 'legal.cookies.intro',
  sections: [
    { id: 'what-are-cookies', heading: 'legal.cookies.s1.heading', paragraphs: ['legal.cookies.s1.p1'] },
    {
      id: 'how-we-use-cookies',
      heading: 'legal.cookies.s2.heading',
      bullets: ['legal.cookies.s2.b1', 'legal.cookies.s2.b2', 'legal.cookies.s2.b3', 'legal.cookies.s2.b4'],
    },
    {
      id: 'types-of-cookies-we-use',
      heading: 'legal.cookies.s3.heading',
      bullets: ['legal.cookies.s3.b1', 'legal.cookies.s3.b2', 'legal.cookies.s3.b3'],
    },
    { id: 'third-party-cookies', heading: 'legal.cookies.s4.heading', paragraphs: ['legal.cookies.s4.p1'] },
    { id: 'managing-cookies', heading: 'legal.cookies.s5.heading', paragraphs: ['legal.cookies.s5.p1'] },
    { id: 'disabling-cookies', heading: 'legal.cookies.s6.heading', paragraphs: ['legal.cookies.s6.p1'] },
    {
      id: 'changes-to-this-policy',
      heading: 'legal.cookies.s7.heading',
      paragraphs: ['legal.cookies.s7.p1'],
    },
    { id: 'contact-us', heading: 'legal.cookies.s8.heading', paragraphs: CONTACT_LINES },
  ],
};

export default function CookiesPolicyPage() {
  return <LegalPage document={COOKIES} />;
}
