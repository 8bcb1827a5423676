import { useCallback, useState } from 'react';
import type { LatLng } from '@chargesetu/shared/domain';
import { readKnownLocation, saveKnownLocation } from '@chargesetu/web/data-access';
import { LOCATION_MESSAGES, LocationError, requestLocation } from './known-location';

export interface NearMe {
  /** The user's location when they shared it this session, else null. */
  location: LatLng | null;
  locating: boolean;
  /** Why the last request failed, in words for the user; null when it did not. */
  error: string | null;
  /** Asks the browser for the location; resolves it, or null after setting `error`. */
  locate: () => Promise<LatLng | null>;
  dismissError: () => void;
}

/** "Near Me": the browser's location, asked for only when the user presses the button. */
export function useNearMe(): NearMe {
  const [location, setLocation] = useState<LatLng | null>(readKnownLocation);
  const [locating, setLocating] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const locate = useCallback(async () => {
    setLocating(true);
    setError(null);
    try {
      const found = await requestLocation();
      saveKnownLocation(found);
      setLocation(found);
      return found;
    } catch (failure) {
      setError(failure instanceof LocationError ? failure.message : LOCATION_MESSAGES.unavailable);
      return null;
    } finally {
      setLocating(false);
    }
  }, []);

  const dismissError = useCallback(() => setError(null), []);
  return { location, locating, error, locate, dismissError };
}
