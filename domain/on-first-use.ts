/**
 * A value made the first time it is asked for, then kept.
 *
 * For Intl formatters at the top of a module the browser loads: building one loads ICU's data for
 * its locale, about 30 ms of the main thread on the bench machine (its CPU profile put the home
 * page's longest task there). The header's cart count imports money.ts, so every page paid it
 * before anything was formatted; made on first use, only a page that shows a figure pays, when it
 * shows it.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}
