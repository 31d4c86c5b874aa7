/**
 * The HTML mails' look, one definition for every mail the site sends: the body's block, the
 * red action button and the small grey print. Inline styles, as mail clients ignore style sheets.
 */

/** The red, rounded action link. */
export const MAIL_BUTTON = 'display:inline-block;background:#b3121b;color:#fff;padding:12px 24px;border-radius:999px;text-decoration:none;font-weight:600';

/** The small grey print (footers, a link spelled out, notes). */
export const MAIL_SMALL = 'color:#5f5b55;font-size:13px';

/** The body's block, `maxWidth` pixels wide at most, in its language (a screen reader reads an English mail in English). */
export const mailBody = (html: string, { lang = 'es', maxWidth = 600 }: { lang?: string; maxWidth?: number } = {}) =>
  `<div lang="${lang}" style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#0b0b0c;max-width:${maxWidth}px">${html}</div>`;
