import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { todayIst } from '@chargesetu/shared/domain';
import { formatDateIn, useTranslation } from '@chargesetu/web/i18n';
import { paths } from '@chargesetu/web/routes';
import { PublicLayout } from '../layout/public-layout';

/** A section of a legal page; its texts are keys of the 'public' namespace. */
export interface LegalSection {
  /** The anchor of the section: section-<id>. */
  id: string;
  heading: string;
  paragraphs?: string[];
  bullets?: string[];
}

export interface LegalDocument {
  title: string;
  intro: string;
  sections: LegalSection[];
}

/**
 * docs/product.md §2.16 legal page: header with Home and "Why Us?", Back to Home, the last-updated date
 * (today, in IST) and the footer.
 */
export function LegalPage({ document }: { document: LegalDocument }) {
  const { t } = useTranslation('public');
  return (
    <PublicLayout title={t(document.title)}>
      <Container
        component="article"
        maxWidth="md"
        sx={{ py: { xs: 4, md: 7 } }}
        aria-labelledby="legal-title"
      >
        <Button
          component={RouterLink}
          to={paths.landing.path}
          startIcon={<ArrowBackOutlined />}
          sx={{ mb: 3, ml: -1 }}
        >
          {t('legal.back')}
        </Button>
        <Typography id="legal-title" variant="h2" component="h1" sx={{ mb: 1 }}>
          {t(document.title)}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }} data-testid="last-updated">
          {t('legal.lastUpdated', { date: formatDateIn(todayIst()) })}
        </Typography>
        <Typography sx={{ mb: 4, fontSize: '1.05rem' }}>{t(document.intro)}</Typography>
        {document.sections.map((section, index) => {
          const id = `section-${section.id}`;
          return (
            <Box component="section" key={section.id} aria-labelledby={id} sx={{ mb: 4 }}>
              <Typography id={id} variant="h5" component="h2" sx={{ mb: 1.5 }}>
                {index + 1}. {t(section.heading)}
              </Typography>
              {section.paragraphs?.map((text) => (
                <Typography key={text} sx={{ mb: 1.5, lineHeight: 1.7 }}>
                  {t(text)}
                </Typography>
              ))}
              {section.bullets && (
                <Box component="ul" sx={{ pl: 3, m: 0, display: 'grid', gap: 0.75, lineHeight: 1.7 }}>
                  {section.bullets.map((text) => (
                    <li key={text}>{t(text)}</li>
                  ))}
                </Box>
              )}
            </Box>
          );
        })}
      </Container>
    </PublicLayout>
  );
}
