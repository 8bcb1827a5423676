// ocpp-rpc exports its server-side client class only through the server's 'client' event; its typings
// live in lib/ (the package has no "exports" map, so the path is stable for this pinned version).
export type { default as RPCServerClient } from 'ocpp-rpc/lib/server-client';
export { RPCServer } from 'ocpp-rpc';
