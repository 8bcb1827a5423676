/**
 * Sets the browser tab title (React 19 hoists <title> into <head>). Every page renders one, so screen
 * reader users hear where a navigation went.
 */
export function DocumentTitle({ title }: { title?: string }) {
  return <title>{title ? `${title} · ChargeSetu` : 'ChargeSetu · EV charging across India'}</title>;
}
