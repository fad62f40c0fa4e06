/**
 * What a reader does on a server-drawn page before its app has started, kept for the app to act on
 * (the way Angular's event replay and Google's jsaction keep it). Links, forms, <details> and the
 * fields' own text need nothing: the browser does them. A `type="button"` control does nothing
 * without the app, so a press on one is kept when it sits inside an element carrying
 * EARLY_INPUT_REGION_ATTRIBUTE whose part of the app has not yet taken over; so is the search
 * shortcut (Ctrl/Cmd+K) until the top bar listens for it.
 */

/** Marks an element whose buttons' early presses its component replays once it has hydrated. */
export const EARLY_INPUT_REGION_ATTRIBUTE = "data-early-input";

/** The window property the capture keeps its queue under. */
export const EARLY_INPUT_GLOBAL = "__furrowEarlyInput";

/** At most this many presses are kept: a reader taps a few times; a script tapping thousands costs no memory. */
export const EARLY_INPUT_LIMIT = 16;

/** The capture's state, as the app reads it from `window[EARLY_INPUT_GLOBAL]`. */
export interface EarlyInput {
  /** Presses not yet acted on, oldest first: a button, or the window for the search shortcut. */
  queue: { target: Element | Window }[];
  /** Regions (and the window, for the shortcut) whose part of the app now handles its own input. */
  live: WeakSet<Element | Window>;
}

/**
 * The inline script, in <head> so that it listens before anything paints. It listens in the capture
 * phase and keeps a press from reaching the page's handlers only while the part it belongs to has
 * not hydrated (React, if already listening, would drop it there); it never cancels a link, a
 * selection or a scroll. A press repeated on the same control (a reader tapping again because
 * nothing answered) is kept once; Ctrl/Cmd+K pressed a second time while the first is still kept
 * is left to the browser, so a page whose app never arrives does not hold the key for good. A fixed text: the CSP allows it by its hash (server/http/security.ts).
 */
export const EARLY_INPUT_CAPTURE_SCRIPT =
  "(()=>{" +
  "const w=window,queue=[],live=new WeakSet;" +
  `w.${EARLY_INPUT_GLOBAL}={queue,live};` +
  "const keep=(target)=>{const last=queue[queue.length-1];" +
  `if((!last||last.target!==target)&&queue.length<${EARLY_INPUT_LIMIT})queue.push({target})};` +
  'w.addEventListener("click",(e)=>{' +
  'const b=e.target.closest&&e.target.closest("button[type=button]"),' +
  `r=b&&b.closest("[${EARLY_INPUT_REGION_ATTRIBUTE}]");` +
  "if(!r||live.has(r))return;e.stopPropagation();keep(b)},true);" +
  'w.addEventListener("keydown",(e)=>{' +
  'if(live.has(w)||e.isComposing||e.altKey||e.shiftKey||!(e.ctrlKey||e.metaKey)||String(e.key).toLowerCase()!=="k")return;' +
  // Pressed again while still kept: the app has not come, and the key is the browser's again.
  "if(queue.some((k)=>k.target===w))return;" +
  "e.preventDefault();keep(w)},true)" +
  "})()";
