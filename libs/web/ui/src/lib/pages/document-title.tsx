import { useTranslation } from '@chargesetu/web/i18n';

/**
 * Sets the browser tab title (React 19 hoists <title> into <head>). Every page renders one, so screen
 * reader users hear where a navigation went.
 */
export function DocumentTitle({ title }: { title?: string }) {
  const { t } = useTranslation('common');
  return <title>{title ? t('pageTitle.titled', { title }) : t('pageTitle.default')}</title>;
}
