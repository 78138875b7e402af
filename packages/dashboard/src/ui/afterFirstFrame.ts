import { startTransition, useEffect, useState } from 'react';

/** How long a component waits for its first frame before going on anyway (a hidden tab draws no frames). */
const FRAME_WAIT_MS = 250;

/**
 * False until a frame has shown a component `ready` (at once by default), true from the task after that frame (then in
 * a transition, which React renders in short slices), and false again while it is not ready: what is below the fold
 * is left out of the frame that first shows the page, which would otherwise be the longest task of a start.
 */
export function useAfterFirstFrame(ready = true): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    if (!ready) {
      setAfter(false);
      return;
    }
    let pending = true;
    const go = () => {
      if (!pending) return;
      pending = false;
      startTransition(() => setAfter(true));
    };
    const frame = requestAnimationFrame(() => setTimeout(go));
    const fallback = setTimeout(go, FRAME_WAIT_MS);
    return () => {
      pending = false;
      cancelAnimationFrame(frame);
      clearTimeout(fallback);
    };
  }, [ready]);
  return ready && after;
}
