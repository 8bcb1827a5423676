import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { hrefs, paths } from '@chargesetu/web/routes';
import { BrandLogo, brand } from '@chargesetu/web/ui';
import { currentYearIst } from './current-year';

interface FooterEntry {
  label: string;
  to?: string;
}

// docs/product.md §2.16: Features, Company and Resources columns. Company pages do not exist yet, so those
// entries are plain text rather than links that lead nowhere.
const COLUMNS: { title: string; entries: FooterEntry[] }[] = [
  {
    title: 'Features',
    entries: [
      { label: 'Station Finder', to: hrefs.productFeatures() },
      { label: 'Slot Booking', to: hrefs.productFeatures() },
      { label: 'Live Charging Monitor', to: hrefs.productFeatures() },
      { label: 'AI Assistant', to: hrefs.productFeatures() },
    ],
  },
  {
    title: 'Company',
    entries: [{ label: 'About Us' }, { label: 'Careers' }, { label: 'Press' }, { label: 'Partner With Us' }],
  },
  {
    title: 'Resources',
    entries: [
      { label: 'Privacy Policy', to: paths.privacyPolicy.path },
      { label: 'Terms of Service', to: paths.termsOfService.path },
      { label: 'Cookies Policy', to: paths.cookiesPolicy.path },
    ],
  },
];

const muted = 'rgba(255, 255, 255, 0.78)';

/** The footer of the landing, product and legal pages. */
export function PublicFooter() {
  return (
    <Box component="footer" sx={{ bgcolor: brand.night, color: '#FFFFFF', mt: 'auto' }}>
      <Box
        sx={{
          maxWidth: 1200,
          mx: 'auto',
          px: { xs: 2, md: 4 },
          py: { xs: 5, md: 7 },
          display: 'grid',
          gap: 4,
          gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 1fr 1fr 1fr' },
        }}
      >
        <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
          <BrandLogo to={paths.landing.path} inverse />
          <Typography sx={{ color: muted, mt: 2, maxWidth: 320 }}>
            Find, book, pay for and monitor EV charging across India, in one app.
          </Typography>
        </Box>
        {COLUMNS.map((column) => (
          <Box component="section" key={column.title} aria-labelledby={`footer-${column.title}`}>
            <Typography id={`footer-${column.title}`} component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
              {column.title}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
              {column.entries.map((entry) => (
                <li key={entry.label}>
                  {entry.to ? (
                    <Link component={RouterLink} to={entry.to} sx={{ color: '#FFFFFF' }}>
                      {entry.label}
                    </Link>
                  ) : (
                    <Typography component="span" sx={{ color: muted }}>
                      {entry.label}
                    </Typography>
                  )}
                </li>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
      <Box sx={{ borderTop: '1px solid rgba(255, 255, 255, 0.16)' }}>
        <Box
          sx={{
            maxWidth: 1200,
            mx: 'auto',
            px: { xs: 2, md: 4 },
            py: 2.5,
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1,
            justifyContent: 'space-between',
            color: muted,
          }}
        >
          <Typography variant="body2">© {currentYearIst()} ChargeSetu. All rights reserved.</Typography>
          <Typography variant="body2">Made with ⚡ for Indian EV owners</Typography>
        </Box>
      </Box>
    </Box>
  );
}
