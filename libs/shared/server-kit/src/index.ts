export { loadConfig, ConfigError, BaseConfigSchema, type BaseConfig } from './lib/config';
export { HttpError, unauthorized, forbidden } from './lib/http-error';
export { errorBody, errorBodyFor, statusOf, type ErrorBody } from './lib/error-handler';
export {
  signToken,
  authenticate,
  requireRole,
  announceRevocation,
  type AuthUser,
  type VerifiedUser,
  type Role,
  type TokenClaims,
  type JwtOptions,
} from './lib/auth';
export type { ReadinessCheck } from './lib/health';
export { REQUEST_ID_HEADER } from './lib/request-id';
export { createServer, LOG_REDACT, type CreateServerOptions, type Server } from './lib/create-server';
export {
  deriveInternalToken,
  isInternalCall,
  requireInternal,
  INTERNAL_TOKEN_HEADER,
} from './lib/internal-auth';
export {
  TokenStateCache,
  REVOKED_USER_HEADER,
  type TokenState,
  type TokenStateSource,
  type TokenStateCacheOptions,
} from './lib/token-state';
