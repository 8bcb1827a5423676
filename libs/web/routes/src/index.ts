export {
  hrefs,
  paths,
  redirects,
  type PageKey,
  type PageRoute,
  type RedirectRoute,
  type RouteAccess,
  type RouteFrame,
} from './lib/paths';
