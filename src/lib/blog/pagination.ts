// Not Astro's paginate(): from a [...page] route it names page 2 /blog/2; these pages are /blog/page/2 (listingPath).
/** Listing pages of the blog: the index and each category show POSTS_PER_PAGE posts a page. */
import { listingPath } from "./blog-paths";

/** Posts on one listing page: four rows of three cards on a desktop. */
export const POSTS_PER_PAGE = 12;

export interface ListingPage<T> {
  /** 1-based. */
  number: number;
  total: number;
  items: T[];
  path: string;
  previous: string | undefined;
  next: string | undefined;
}

/** Splits a listing into pages (at least one, even when empty), each with its path and its neighbours'. */
export function listingPages<T>(items: readonly T[], base: string, size = POSTS_PER_PAGE): ListingPage<T>[] {
  const total = Math.max(1, Math.ceil(items.length / size));
  return Array.from({ length: total }, (_, i) => {
    const number = i + 1;
    return {
      number,
      total,
      items: items.slice(i * size, number * size),
      path: listingPath(base, number),
      previous: number > 1 ? listingPath(base, number - 1) : undefined,
      next: number < total ? listingPath(base, number + 1) : undefined,
    };
  });
}
