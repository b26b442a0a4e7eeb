/** Looks and books count over this many days back (spec §1 "look-to-book"; the site sets the limit). */
export const LOOK_TO_BOOK_WINDOW_DAYS = 30;

export const lookWindowStart = (now: Date) => new Date(now.getTime() - LOOK_TO_BOOK_WINDOW_DAYS * 86_400_000);

/**
 * The searches a customer may still make within the window's allowance: `limit` per booking, plus
 * one allowance before the first. 0 means their next search is refused unless they are exempt. One
 * rule for the search check and for the staff screen that warns before an exemption is removed.
 */
export function searchesLeft({ looks, books, limit }: { looks: number; books: number; limit: number }) {
  return Math.max(0, limit * (books + 1) - looks);
}
