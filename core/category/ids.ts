/** Book categories of the category tree: excluded from non-book pickers; books stay inside their own branch. */
export const TEXT_BOOK_CATEGORY_ID = 22;
export const NON_TEXT_BOOK_CATEGORY_ID = 23;
export const BOOK_CATEGORY_IDS: readonly number[] = [TEXT_BOOK_CATEGORY_ID, NON_TEXT_BOOK_CATEGORY_ID];
/** The category of a product whose old category no longer exists ('Perlu Update' in the list). */
export const UNCATEGORIZED_ID = 0;
export const UNCATEGORIZED_NAME = 'Uncategorized';
