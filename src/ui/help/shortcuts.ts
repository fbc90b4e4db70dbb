// The lab's keyboard shortcuts, as the help panel lists them (the handlers live with what they do).
// Keys are named as the keyboard prints them; what they do is a message.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export interface Shortcut {
  keys: string;
  does: MessageDescriptor;
}

export const SHORTCUTS: readonly Shortcut[] = [
  { keys: 'Space', does: msg`Play or pause, from anywhere but a text field, a menu or a button (which Space presses).` },
  { keys: 'K', does: msg`Play or pause, from anywhere but a text field or a menu (a button keeps the focus).` },
  { keys: 'W', does: msg`Show the whole run on every chart.` },
  { keys: 'F', does: msg`Follow the live edge again (the latest 20 s).` },
  { keys: '?', does: msg`Open this help.` },
  { keys: '← → + − Home', does: msg`On a focused chart: scroll, zoom, follow live; Shift+← → moves the value readout.` },
  { keys: 'Tab / Shift+Tab', does: msg`Move between controls; every control shows an orange focus ring.` },
  { keys: 'Esc', does: msg`Close a dialog (focus goes back to the button that opened it).` },
];
