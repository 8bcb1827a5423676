// ocpp-rpc exports its server-side client class and its bundled schema validators only from lib/ (the
// package has no "exports" map, so these paths are stable for this pinned version).
export type { default as RPCServerClient } from 'ocpp-rpc/lib/server-client';
export { default as standardValidators } from 'ocpp-rpc/lib/standard-validators';
export { RPCError, RPCServer, TimeoutError } from 'ocpp-rpc';
