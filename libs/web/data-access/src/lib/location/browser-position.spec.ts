import { askBrowserPosition } from './browser-position';

// navigator.geolocation is the browser's API boundary: each test plays the browser's answer.
type Answer = (ok: PositionCallback, fail: PositionErrorCallback, options?: PositionOptions) => void;
function browserAnswers(answer: Answer) {
  const getCurrentPosition = vi.fn(answer);
  vi.stubGlobal('navigator', { geolocation: { getCurrentPosition } });
  return getCurrentPosition;
}
const failWith =
  (code: number): Answer =>
  (_ok, fail) =>
    fail({ code } as GeolocationPositionError);

afterEach(() => vi.unstubAllGlobals());

describe('askBrowserPosition', () => {
  it('resolves the position the browser reports', async () => {
    browserAnswers((ok) => ok({ coords: { latitude: 12.9716, longitude: 77.5946 } } as GeolocationPosition));
    expect(await askBrowserPosition()).toEqual({
      location: { latitude: 12.9716, longitude: 77.5946 },
      failure: null,
    });
  });

  it('asks once for a rough fix up to 5 minutes old, waiting as long as the caller allows', async () => {
    const ask = browserAnswers((ok) => ok({ coords: { latitude: 1, longitude: 2 } } as GeolocationPosition));
    await askBrowserPosition(10_000);
    expect(ask).toHaveBeenCalledTimes(1);
    expect(ask.mock.calls[0][2]).toEqual({ enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 });
  });

  it.each([
    [1, 'denied'],
    [2, 'unavailable'],
    [3, 'timeout'],
  ] as const)('resolves error code %i as "%s"', async (code, failure) => {
    browserAnswers(failWith(code));
    expect(await askBrowserPosition()).toEqual({ location: null, failure });
  });

  it('resolves "unsupported" when the browser has no geolocation', async () => {
    vi.stubGlobal('navigator', {});
    expect(await askBrowserPosition()).toEqual({ location: null, failure: 'unsupported' });
  });

  it('resolves "unsupported" when the browser blocks the call outright', async () => {
    browserAnswers(() => {
      throw new Error('Geolocation has been disabled in this document by permissions policy.');
    });
    expect(await askBrowserPosition()).toEqual({ location: null, failure: 'unsupported' });
  });
});
