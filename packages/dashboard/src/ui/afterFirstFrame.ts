import { startTransition, useEffect, useState } from 'react';

/** How long a component waits for its first frame before going on anyway (a hidden tab draws no frames). */
const FRAME_WAIT_MS = 250;

/**
 * False while a component is drawn for the first time, true from the task after that first frame (then in a
 * transition, which React renders in short slices): what is below the fold is left out of the frame that first
 * shows the page, which would otherwise be the longest task of a start.
 */
export function useAfterFirstFrame(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
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
  }, []);
  return after;
}
