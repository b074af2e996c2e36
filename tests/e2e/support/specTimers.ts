/**
 * The timers the specification names, stated here from its text (not imported from the portal),
 * so a portal whose timer drifts from the spec fails the test that drives it on the page clock.
 */

/** The specification: 'Success messages (dialogs auto-close after 3000 ms)'. */
export const SUCCESS_DIALOG_MS = 3000;
/** The specification: 'the warning 'Komplain Tidak Boleh Kosong' appears for 2000 ms'. */
export const COMPLAINT_WARNING_MS = 2000;
/** The specification: 'The processing dialog closes after 1500 ms' (tax upload). */
export const TAX_PROCESSING_MS = 1500;
/** The specification: 'a reset button (it spins for 500 ms)'. */
export const RESET_SPIN_MS = 500;
/** The specification: 'Search is debounced by 2 seconds'; and 'Global search debounce 2000 ms'. */
export const SEARCH_DEBOUNCE_MS = 2000;
/**
 * The specification: 'A 'Detail' button on a row asks for confirmation, then opens the form and scrolls to it
 * (after 1000 ms)'.
 */
export const BOOK_FORM_SCROLL_MS = 1000;
/** The specification: 'processing pop-up closes after 700 ms'. */
export const PRODUCT_PROCESSING_MS = 700;
