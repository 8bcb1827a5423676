export {
  hrefs,
  pathPrefix,
  paths,
  redirectPaths,
  redirects,
  type PageKey,
  type PageRoute,
  type RedirectRoute,
  type RouteAccess,
  type RouteFrame,
} from './lib/paths';
export { pageKeyOf, pageOfPath, type PageOfPath } from './lib/page-of-path';
export { returnPath, returnState, type ReturnState } from './lib/return-path';
