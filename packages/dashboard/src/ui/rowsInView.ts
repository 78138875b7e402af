import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * How many rows of at least `rowPx` pixels fill the viewport below the top of `list` (at least one), read when `ready`
 * turns true (0 until then). Read after a frame has drawn the list (`useAfterFirstFrame`), the layout is the one that
 * frame computed, so the reading costs no layout of its own; read in the commit that first draws the list, it would
 * lay the whole page out inside that commit's task.
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
