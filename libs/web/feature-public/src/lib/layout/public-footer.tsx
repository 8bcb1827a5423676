import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { hrefs, paths } from '@chargesetu/web/routes';
import { BrandLogo, brand } from '@chargesetu/web/ui';
import { useTranslation } from '@chargesetu/web/i18n';
import { currentYearIst } from './current-year';

interface FooterEntry {
  label: string;
  to?: string;
}

// docs/product.md §2.16: Features, Company and Resources columns. Company pages do not exist yet, so those
// entries are plain text rather than links that lead nowhere. Labels are keys of the 'public' namespace.
const COLUMNS: { id: string; title: string; entries: FooterEntry[] }[] = [
  {
    id: 'Features',
    title: 'footer.features',
    entries: [
      { label: 'footer.stationFinder', to: hrefs.productFeatures() },
      { label: 'footer.slotBooking', to: hrefs.productFeatures() },
      { label: 'footer.liveMonitor', to: hrefs.productFeatures() },
      { label: 'footer.aiAssistant', to: hrefs.productFeatures() },
    ],
  },
  {
    id: 'Company',
    title: 'footer.company',
    entries: [
      { label: 'footer.aboutUs' },
      { label: 'footer.careers' },
      { label: 'footer.press' },
      { label: 'footer.partner' },
    ],
  },
  {
    id: 'Resources',
    title: 'footer.resources',
    entries: [
      { label: 'footer.privacy', to: paths.privacyPolicy.path },
      { label: 'footer.terms', to: paths.termsOfService.path },
      { label: 'footer.cookies', to: paths.cookiesPolicy.path },
    ],
  },
];

const muted = 'rgba(255, 255, 255, 0.78)';

/** The footer of the landing, product and legal pages. */
export function PublicFooter() {
  const { t } = useTranslation('public');
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
          <Typography sx={{ color: muted, mt: 2, maxWidth: 320 }}>{t('footer.tagline')}</Typography>
        </Box>
        {COLUMNS.map((column) => (
          <Box component="section" key={column.id} aria-labelledby={`footer-${column.id}`}>
            <Typography id={`footer-${column.id}`} component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
              {t(column.title)}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
              {column.entries.map((entry) => (
                <li key={entry.label}>
                  {entry.to ? (
                    <Link component={RouterLink} to={entry.to} sx={{ color: '#FFFFFF' }}>
                      {t(entry.label)}
                    </Link>
                  ) : (
                    <Typography component="span" sx={{ color: muted }}>
                      {t(entry.label)}
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
          <Typography variant="body2">{t('footer.copyright', { year: currentYearIst() })}</Typography>
          <Typography variant="body2">{t('footer.madeWith')}</Typography>
        </Box>
      </Box>
    </Box>
  );
}
