/** The public footer's id: the last element of a public page the browser waits for before painting it. */
export const footerId = "pied-de-page";

/** How long a page whose footer has not been read (a connection stalled mid-page) stays unpainted at most. */
const HOLD_LIMIT_MS = 3000;

/**
 * A public page is painted once the browser has read it up to its footer (`<link rel="expect" blocking="render">`,
 * HTML standard, "link type expect"). Painted while its parser is still in the middle of it, a busy phone laid the
 * page out again and again as it grew (an icon drawn alone, then pushed aside by its label a frame later), and that
 * work was most of the home page's blocking time; held, the page is styled and laid out once. A connection cut
 * before the footer ends the parsing, which ends the hold; one stalled before the footer's end shows what came after
 * {@link HOLD_LIMIT_MS}, when the link is removed (which changes nothing once the hold has ended). Browsers without
 * `rel=expect` paint as they read, as any page.
 *
 * A script, not markup: it carries that limit, and the W3C Nu checker (26.9) still refuses `blocking` on a link
 * other than a stylesheet. Inserted from the head before the body exists, the link blocks rendering as one the
 * parser read would. The Content-Security-Policy allows this constant script by its hash (server/security.ts).
 */
export const firstPaintHoldSource = `(()=>{const hold=document.createElement("link");hold.rel="expect";hold.href="#${footerId}";hold.setAttribute("blocking","render");document.head.append(hold);setTimeout(()=>hold.remove(),${HOLD_LIMIT_MS})})()`;
