// A lesson's meta line (its level, its length, the paper it comes from and where in it), on the
// lesson page and in the course index. Each item is isolated in the direction of its own words:
// in Arabic an item that quotes an English citation ("من Tsang وChang، A Simulation Study…") would
// otherwise lend its Latin runs to its neighbours, and the separators and parentheses between them
// land out of place, worst where a phone wraps the line.
import { Fragment } from 'react';

/** Right-to-left letters (Hebrew, Arabic and their presentation forms): English text has none. */
const RTL_LETTER = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/;

/**
 * The direction of a piece of text in any of the app's languages: right to left when it has a
 * right-to-left letter, even if it opens with a Latin name (which would make dir="auto" read the
 * whole piece left to right); else left to right.
 */
export function ownDirection(text: string): 'ltr' | 'rtl' {
  return RTL_LETTER.test(text) ? 'rtl' : 'ltr';
}

export function MetaLine({ className, items, where }: { className: string; items: readonly string[]; where?: string }) {
  return (
    <p className={className}>
      {items.map((item, i) => (
        <Fragment key={i}>
          {i > 0 && ' · '}
          <bdi dir={ownDirection(item)}>{item}</bdi>
        </Fragment>
      ))}
      {where && (
        <>
          {' '}
          <bdi dir={ownDirection(where)}>({where})</bdi>
        </>
      )}
    </p>
  );
}
