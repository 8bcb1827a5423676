import { useCallback, useState } from 'react';
import type { LatLng } from '@chargesetu/shared/domain';
import {
  askBrowserPosition,
  readKnownLocation,
  saveKnownLocation,
  type LocationFailure,
} from '@chargesetu/web/data-access';
import { nearMeMessage } from './location-messages';

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

/**
 * The user's location for the stations screens: the one shared earlier this browser session, else none
 * until the user presses a button (Near Me, Use my location) and the browser answers. What it finds is
 * kept for the session, so the finder and every station page show the same distances. `messages` words
 * a failure for the screen that asked.
 */
export function useNearMe(messages: (failure: LocationFailure) => string = nearMeMessage): NearMe {
  const [location, setLocation] = useState<LatLng | null>(readKnownLocation);
  const [locating, setLocating] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const locate = useCallback(async () => {
    setLocating(true);
    setError(null);
    const answer = await askBrowserPosition();
    setLocating(false);
    if (answer.location === null) {
      setError(messages(answer.failure));
      return null;
    }
    saveKnownLocation(answer.location);
    setLocation(answer.location);
    return answer.location;
  }, [messages]);

  const dismissError = useCallback(() => setError(null), []);
  return { location, locating, error, locate, dismissError };
}
