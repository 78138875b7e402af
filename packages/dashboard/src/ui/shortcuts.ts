import { useEffect, useId, useRef, useSyncExternalStore } from 'react';

/** One single-key command, as a mail client has them (`j`, `k`, `e`, `#`, `s`, `?`). */
export interface Shortcut {
  /** The `KeyboardEvent.key` it answers to. */
  key: string;
  description: string;
  run: () => void;
}
interface Group {
  title: string;
  shortcuts: Shortcut[];
}

// The groups of the mounted screens, for the help dialog (newest last).
let groups: [string, Group][] = [];
const listeners = new Set<() => void>();
const publish = (next: [string, Group][]) => {
  groups = next;
  listeners.forEach((l) => l());
};

/** Whether a key press belongs to something else: typing in a field, a modifier chord, an open dialog or menu. */
function belongsElsewhere(e: KeyboardEvent): boolean {
  if (e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) return true;
  const target = e.target as HTMLElement | null;
  if (target?.closest('input, textarea, select, [contenteditable="true"]')) return true;
  return document.querySelector('dialog[open]') !== null;
}

/**
 * Registers single-key shortcuts while the calling screen is mounted: they run on a key press anywhere on the page
 * except while typing in a field, and the `?` help lists them under `title`.
 */
export function useShortcuts(title: string, shortcuts: Shortcut[]) {
  const id = useId();
  const current = useRef(shortcuts);
  current.current = shortcuts;
  const signature = shortcuts.map((s) => `${s.key}:${s.description}`).join('|');
  useEffect(() => {
    publish([...groups.filter(([g]) => g !== id), [id, { title, shortcuts: current.current }]]);
    return () => publish(groups.filter(([g]) => g !== id));
  }, [id, title, signature]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (belongsElsewhere(e)) return;
      const shortcut = current.current.find((s) => s.key === e.key);
      if (!shortcut) return;
      e.preventDefault();
      shortcut.run();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}

/** The shortcut groups of the screens on display. */
export function useShortcutGroups(): Group[] {
  const snapshot = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => groups,
  );
  return snapshot.map(([, group]) => group);
}
