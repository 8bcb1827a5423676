/** Returns a runner that executes the functions it is given one after another, in call order. */
export function serial(): <T>(fn: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(fn: () => Promise<T>) => {
    const result = tail.then(fn);
    tail = result.catch(() => undefined);
    return result;
  };
}
