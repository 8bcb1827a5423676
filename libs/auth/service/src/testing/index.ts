// Test helpers of the auth service's own tests: the service on a real database, a client, builders,
// crafted tokens. Not part of the public API (src/index.ts).
export { startAuthTestApp, TEST_JWT_SECRET, type AuthTestApp } from './test-app';
export { useAuthTestApp, type AuthSuite } from './use-auth-test-app';
export { testClient, type TestClient, type TestSession, type CallOptions } from './test-client';
export { aRegistration, aVehicleBody } from './builders';
export { craftToken, issuedClaims, unsignedToken } from './tokens';
