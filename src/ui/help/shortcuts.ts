// The lab's keyboard shortcuts, as the help panel lists them (the handlers live with what they do).

export interface Shortcut {
  keys: string;
  does: string;
}

export const SHORTCUTS: readonly Shortcut[] = [
  { keys: 'Space', does: 'Play or pause, from anywhere but a text field, a menu or a button (which Space presses).' },
  { keys: 'K', does: 'Play or pause, from anywhere but a text field or a menu (a button keeps the focus).' },
  { keys: 'W', does: 'Show the whole run on every chart.' },
  { keys: 'F', does: 'Follow the live edge again (the latest 20 s).' },
  { keys: '?', does: 'Open this help.' },
  { keys: '← → + − Home', does: 'On a focused chart: scroll, zoom, follow live; Shift+← → moves the value readout.' },
  { keys: 'Tab / Shift+Tab', does: 'Move between controls; every control shows an orange focus ring.' },
  { keys: 'Esc', does: 'Close a dialog (focus goes back to the button that opened it).' },
];
