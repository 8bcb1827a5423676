import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useGetStationsQuery } from '@chargesetu/web/data-access';
import { useTranslation } from '@chargesetu/web/i18n';
import { catalogueFigures, type CatalogueFigure } from './catalogue-figures';

/** How many figures the section shows: its skeleton keeps the same shape. */
const FIGURE_COUNT = 4;

const grid = {
  maxWidth: 1200,
  mx: 'auto',
  my: 0,
  px: { xs: 2, md: 4 },
  pt: 4,
  pb: 1,
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: `repeat(${FIGURE_COUNT}, 1fr)` },
  textAlign: 'center',
} as const;

function Figures({ figures }: { figures: CatalogueFigure[] }) {
  const { t } = useTranslation('public');
  return (
    <>
      <Box component="dl" sx={grid} data-testid="catalogue-figures">
        {figures.map((figure) => (
          <Box key={figure.label} sx={{ display: 'flex', flexDirection: 'column-reverse' }}>
            <Typography component="dt" color="text.secondary">
              {figure.label}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, fontSize: '2rem', fontWeight: 900, color: 'primary.main' }}
            >
              {figure.value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', px: 2, pb: 4 }}>
        {t('figures.note')}
      </Typography>
    </>
  );
}

function FiguresSkeleton() {
  const { t } = useTranslation('public');
  return (
    <Box role="status" aria-label={t('figures.loading')} sx={{ ...grid, pb: 4 }}>
      {Array.from({ length: FIGURE_COUNT }, (_, i) => (
        <Box key={i} aria-hidden="true" sx={{ display: 'grid', justifyItems: 'center', gap: 0.5 }}>
          <Skeleton variant="text" width={72} sx={{ fontSize: '2rem' }} />
          <Skeleton variant="text" width={120} />
        </Box>
      ))}
    </Box>
  );
}

/**
 * The landing page's numbers, counted from the public station catalogue (GET /api/stations, the list the
 * finder shows). A skeleton while it loads; when the catalogue cannot be read the section is left out:
 * no figure is made up to fill it.
 */
export function CatalogueNumbers() {
  const { t } = useTranslation('public');
  const { data: stations, isError } = useGetStationsQuery();
  if (!stations && isError) return null;
  return (
    <Box
      component="section"
      aria-label={t('figures.region')}
      aria-busy={!stations}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      {stations ? <Figures figures={catalogueFigures(stations)} /> : <FiguresSkeleton />}
    </Box>
  );
}
