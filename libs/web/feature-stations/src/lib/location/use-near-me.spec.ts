import { act, renderHook } from '@testing-library/react';
import { readKnownLocation, saveKnownLocation } from '@chargesetu/web/data-access';
import { distanceMessage, nearMeMessage } from './location-messages';
import { useNearMe } from './use-near-me';

// The browser's geolocation is the API boundary: each test plays what the browser answers.
function browserAnswers(answer: (ok: PositionCallback, fail: PositionErrorCallback) => void) {
  const getCurrentPosition = vi.fn(answer);
  vi.stubGlobal('navigator', { geolocation: { getCurrentPosition } });
  return getCurrentPosition;
}
const MG_ROAD = { latitude: 12.9756, longitude: 77.605 };

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe('useNearMe', () => {
  it('starts from the location shared earlier this session, without asking the browser', () => {
    saveKnownLocation(MG_ROAD);
    const ask = browserAnswers(() => undefined);
    const { result } = renderHook(() => useNearMe());
    expect(result.current.location).toEqual(MG_ROAD);
    expect(ask).not.toHaveBeenCalled();
  });

  it('keeps what the browser answers for the session', async () => {
    browserAnswers((ok) => ok({ coords: MG_ROAD } as GeolocationPosition));
    const { result } = renderHook(() => useNearMe());
    expect(result.current.location).toBeNull();
    await act(async () => {
      expect(await result.current.locate()).toEqual(MG_ROAD);
    });
    expect(result.current).toMatchObject({ location: MG_ROAD, locating: false, error: null });
    expect(readKnownLocation()).toEqual(MG_ROAD);
  });

  it("words a refusal in the finder's terms by default, and in the asking screen's when given", async () => {
    browserAnswers((_ok, fail) => fail({ code: 1 } as GeolocationPositionError));
    const finder = renderHook(() => useNearMe());
    await act(async () => {
      expect(await finder.result.current.locate()).toBeNull();
    });
    expect(finder.result.current.error).toBe(nearMeMessage('denied'));
    expect(finder.result.current.error).toContain('press Near Me again');

    const detail = renderHook(() => useNearMe(distanceMessage));
    await act(async () => {
      await detail.result.current.locate();
    });
    expect(detail.result.current.error).toBe(distanceMessage('denied'));
    expect(readKnownLocation()).toBeNull();
  });

  it('clears the reason when dismissed', async () => {
    browserAnswers((_ok, fail) => fail({ code: 3 } as GeolocationPositionError));
    const { result } = renderHook(() => useNearMe());
    await act(async () => {
      await result.current.locate();
    });
    expect(result.current.error).toBe(nearMeMessage('timeout'));
    act(() => result.current.dismissError());
    expect(result.current.error).toBeNull();
  });
});
