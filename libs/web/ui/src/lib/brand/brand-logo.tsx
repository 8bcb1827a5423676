import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router-dom';
import { brand } from '../theme/primitives';
import { useTranslation } from '@chargesetu/web/i18n';

export interface BrandLogoProps {
  /** Where the logo leads. */
  to?: string;
  /** Only the mark, for narrow bars; the name stays available to screen readers. */
  compact?: boolean;
  /** On a dark background. */
  inverse?: boolean;
}

/** The bolt-in-a-plug mark. Decorative: the accessible name comes from the surrounding link. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 32 32"
      sx={{ width: size, height: size, flexShrink: 0 }}
      aria-hidden="true"
      focusable="false"
    >
      <rect width="32" height="32" rx="9" fill={brand.green} />
      <path d="M18.5 5 9 18h6l-1.5 9L23 14h-6l1.5-9Z" fill={brand.glow} />
    </Box>
  );
}

/** The ChargeSetu logo, linking home. */
export function BrandLogo({ to = '/', compact = false, inverse = false }: BrandLogoProps) {
  const { t } = useTranslation('common');
  return (
    <Box
      component={RouterLink}
      to={to}
      aria-label={t('frame.brandHome')}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        textDecoration: 'none',
        color: inverse ? '#FFFFFF' : 'text.primary',
        borderRadius: 2,
        flexShrink: 0,
      }}
    >
      <BrandMark />
      {!compact && (
        <Box
          component="span"
          aria-hidden="true"
          sx={{ fontWeight: 800, fontSize: '1.25rem', letterSpacing: '-0.02em' }}
        >
          Charge
          <Box component="span" sx={{ color: inverse ? brand.glow : 'primary.main' }}>
            Setu
          </Box>
        </Box>
      )}
    </Box>
  );
}
