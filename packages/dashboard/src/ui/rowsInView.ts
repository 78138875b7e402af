import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * How many rows of at least `rowPx` pixels fill the viewport below the top of `list` (at least one), measured once
 * `ready` turns true, before that frame is painted; 0 until then. The list is drawn empty first (its place is all
 * that is read), and the count's render comes before the browser paints, so no frame shows the list without rows. A
 * phone whose setup checklist and head take the screen draws one row where a desktop draws six.
 */
export function useRowsInView(list: RefObject<HTMLElement | null>, ready: boolean, rowPx: number): number {
  const [count, setCount] = useState(0);
  useLayoutEffect(() => {
    const node = list.current;
    if (!ready || !node) {
      setCount(0);
      return;
    }
    const below = window.innerHeight - node.getBoundingClientRect().top;
    setCount(Math.max(1, Math.ceil(below / rowPx)));
  }, [list, ready, rowPx]);
  return ready ? count : 0;
}
