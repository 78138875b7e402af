import { useState } from 'react';
import { Dialog } from '../../ui/Dialog';
import { useShortcutGroups, useShortcuts } from '../../ui/shortcuts';

/** `?` opens the list of the keyboard shortcuts of the screens on display. */
export function ShortcutHelp() {
  const [open, setOpen] = useState(false);
  useShortcuts('Anywhere', [{ key: '?', description: 'Show these keyboard shortcuts', run: () => setOpen(true) }]);
  return (
    <Dialog open={open} title="Keyboard shortcuts" onClose={() => setOpen(false)}>
      <ShortcutList />
      <div className="row dialog-actions">
        <button type="button" data-autofocus="" onClick={() => setOpen(false)}>
          Close
        </button>
      </div>
    </Dialog>
  );
}

/**
 * The shortcuts, drawn only while the dialog is open (its children are): each screen registers its keys as it mounts,
 * and a list always subscribed was drawn again for each of them, a render and a commit of their own during start-up.
 */
function ShortcutList() {
  const groups = useShortcutGroups();
  return groups.map((group) => (
    <section key={group.title} aria-label={group.title}>
      <h3>{group.title}</h3>
      <dl className="shortcuts">
        {group.shortcuts.map((s) => (
          <div key={s.key}>
            <dt>
              <kbd>{s.key}</kbd>
            </dt>
            <dd>{s.description}</dd>
          </div>
        ))}
      </dl>
    </section>
  ));
}
