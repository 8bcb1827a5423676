import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = () => navigator.onLine;
// Rendering on a server (never in this app) would have no navigator: assume a connection.
const onServer = () => true;

/**
 * Whether the browser has a network connection (navigator.onLine), kept current by the window's online and
 * offline events. `false` is certain (no network at all); `true` only means a network is there, so requests
 * can still fail and are handled as ever.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, onServer);
}
