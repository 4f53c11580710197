/**
 * The message catalogue: one module per area, every visible Vietnamese text of the PWA.
 * Screens import the area file they need directly (smaller chunks); this index lists them all.
 */
export { authMessages } from './auth.ts';
export { antdLocaleOverrides, commonMessages } from './common.ts';
export { homeMessages } from './home.ts';
export { emptyAreas, pagesMessages, routeTitles } from './pages.ts';
export { profileMessages } from './profile.ts';
