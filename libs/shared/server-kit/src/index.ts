export { loadConfig, ConfigError, BaseConfigSchema, type BaseConfig } from './lib/config';
export {
  HttpError,
  badRequest,
  unauthorized,
  forbidden,
  notFound,
  conflict,
  tooManyRequests,
} from './lib/http-error';
export {
  errorBody,
  registerErrorHandling,
  statusOf,
  DOMAIN_ERROR_STATUS,
  type ErrorBody,
} from './lib/error-handler';
export {
  jwtPlugin,
  signToken,
  authenticate,
  requireRole,
  announceRevocation,
  lifetimeSeconds,
  parseSubject,
  SESSION_INVALID,
  SESSION_CHECK_UNAVAILABLE,
  CLOCK_SKEW_SECONDS,
  MAX_USER_ID,
  type AuthUser,
  type VerifiedUser,
  type Role,
  type TokenClaims,
  type JwtOptions,
} from './lib/auth';
export { registerHealthRoutes, type ReadinessCheck } from './lib/health';
export { genRequestId, REQUEST_ID_HEADER } from './lib/request-id';
export { createServer, LOG_REDACT, type CreateServerOptions, type Server } from './lib/create-server';
export {
  deriveInternalToken,
  isInternalCall,
  requireInternal,
  INTERNAL_TOKEN_HEADER,
} from './lib/internal-auth';
export { containsNul, NUL_MESSAGE } from './lib/nul-guard';
export {
  TokenStateCache,
  REVOKED_USER_HEADER,
  type TokenState,
  type TokenStateSource,
  type TokenStateCacheOptions,
} from './lib/token-state';
