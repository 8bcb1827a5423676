import { useState } from 'react';
import Box from '@mui/material/Box';
import EvStationOutlined from '@mui/icons-material/EvStationOutlined';
import type { Station } from '@chargesetu/shared/contracts';
import { useTranslation } from '@chargesetu/web/i18n';

export interface StationPhotoProps {
  station: Station;
  height: number | Record<string, number>;
  /** On a card the name is right below: the photo adds nothing for a screen reader. */
  decorative?: boolean;
  /** The detail page's hero loads at once; list photos load as they scroll into view. */
  eager?: boolean;
}

/** The station's first photo, or a drawn placeholder when it has none or it fails to load. */
export function StationPhoto({ station, height, decorative = false, eager = false }: StationPhotoProps) {
  const { t } = useTranslation('stations');
  const src = station.photos.find((p) => typeof p === 'string' && p.trim() !== '');
  const [failed, setFailed] = useState(false);
  const alt = decorative ? '' : t('photo.alt', { name: station.name });
  if (!src || failed) {
    return (
      <Box
        role={decorative ? undefined : 'img'}
        aria-label={decorative ? undefined : t('photo.none', { name: station.name })}
        aria-hidden={decorative ? true : undefined}
        data-testid="station-photo-fallback"
        sx={{
          height,
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'primary.dark',
          color: 'primary.light',
          backgroundImage: 'linear-gradient(135deg, rgba(255,255,255,0.08), rgba(0,0,0,0.2))',
        }}
      >
        <EvStationOutlined sx={{ fontSize: 56 }} />
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
      sx={{ display: 'block', width: '100%', height, objectFit: 'cover', bgcolor: 'action.hover' }}
    />
  );
}
