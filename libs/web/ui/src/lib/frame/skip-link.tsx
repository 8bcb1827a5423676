import Box from '@mui/material/Box';
import { useTranslation } from '@chargesetu/web/i18n';

/** The first stop of the tab order: jumps over the navigation to the page content. */
export function SkipLink({ targetId }: { targetId: string }) {
  const { t } = useTranslation('common');
  return (
    <Box
      component="a"
      href={`#${targetId}`}
      onClick={(event) => {
        // Move focus as well as scroll, so the next Tab continues inside the content.
        event.preventDefault();
        document.getElementById(targetId)?.focus();
      }}
      sx={{
        position: 'fixed',
        left: 16,
        top: 8,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 2,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontWeight: 700,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
    >
      {t('frame.skipToContent')}
    </Box>
  );
}
