// The lab's keyboard shortcuts, as the help panel lists them (the handlers live with what they do).

export interface Shortcut {
  keys: string;
  does: string;
}

export const SHORTCUTS: readonly Shortcut[] = [
  { keys: 'Space', does: 'Play or pause (when no text field, slider or menu has the focus).' },
  { keys: 'Tab / Shift+Tab', does: 'Move between controls; every control shows an orange focus ring.' },
  { keys: 'Esc', does: 'Close a dialog (focus goes back to the button that opened it).' },
];
