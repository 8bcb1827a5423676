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
export { errorBody, registerErrorHandling, type ErrorBody } from './lib/error-handler';
export {
  jwtPlugin,
  signToken,
  authenticate,
  requireRole,
  type AuthUser,
  type Role,
  type TokenClaims,
  type JwtOptions,
} from './lib/auth';
export { registerHealthRoutes, type ReadinessCheck } from './lib/health';
export { genRequestId, REQUEST_ID_HEADER } from './lib/request-id';
export { createServer, LOG_REDACT, type CreateServerOptions, type Server } from './lib/create-server';
export { deriveInternalToken, requireInternal, INTERNAL_TOKEN_HEADER } from './lib/internal-auth';
export { containsNul, NUL_MESSAGE } from './lib/nul-guard';
