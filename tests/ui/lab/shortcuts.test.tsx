// @vitest-environment jsdom
// The lab's global shortcuts: which key does what, given what has the focus.
import { describe, expect, it } from 'vitest';
import { focusKind, shortcutFor, type FocusKind } from '../../../src/ui/lab/shortcuts';

describe('shortcutFor', () => {
  it.each<[string, FocusKind, object, string | null]>([
    [' ', 'none', {}, 'play'],
    [' ', 'other', {}, 'play'], // a slider or a chart: Space does nothing to it
    [' ', 'presses', {}, null], // a button: Space presses it
    [' ', 'text', {}, null],
    ['k', 'presses', {}, 'play'],
    ['K', 'other', {}, 'play'],
    ['k', 'text', {}, null], // typing a k
    ['k', 'dialog', {}, null],
    ['w', 'none', {}, 'whole'],
    ['f', 'presses', {}, 'follow'],
    ['?', 'none', {}, 'help'],
    ['k', 'none', { ctrlKey: true }, null],
    ['w', 'none', { metaKey: true }, null],
    ['w', 'other', { defaultPrevented: true }, null], // a focused chart already used it
    [' ', 'none', { repeat: true }, null],
    ['x', 'none', {}, null],
  ])('%j with focus %s %j → %s', (key, focus, mods, action) => {
    expect(shortcutFor({ key, ...mods }, focus)).toBe(action);
  });
});

describe('focusKind', () => {
  const make = (html: string) => {
    document.body.innerHTML = html;
    return document.body.firstElementChild;
  };
  it.each([
    ['<input type="text">', 'text'],
    ['<input>', 'text'],
    ['<select><option>a</option></select>', 'text'],
    ['<textarea></textarea>', 'text'],
    ['<input type="range">', 'other'],
    ['<input type="checkbox">', 'presses'],
    ['<button>Play</button>', 'presses'],
    ['<a href="#x">link</a>', 'presses'],
    ['<div tabindex="0" role="group">chart</div>', 'other'],
    ['<dialog open><button>Close</button></dialog>', 'dialog'],
  ])('%s → %s', (html, kind) => {
    const el = make(html);
    const target = el?.tagName === 'DIALOG' ? el.querySelector('button') : el;
    expect(focusKind(target ?? null)).toBe(kind);
  });

  it('nothing focused', () => {
    expect(focusKind(document.body)).toBe('none');
    expect(focusKind(null)).toBe('none');
  });
});
