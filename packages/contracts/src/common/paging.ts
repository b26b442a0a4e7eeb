/**
 * Lists count their matches exactly up to COUNT_CAP and no further: an exact `count(*)` over a
 * million rows costs seconds on every page (issue 25, decision 0065). Beyond the cap a list answers
 * `totalRecords` COUNT_CAP + 1 with `totalIsCapped`, and the screens say "10,000+".
 */
export const COUNT_CAP = 10_000;

export type PageInfo = {
  totalRecords: number;
  totalPages: number;
  currentPage: number;
  totalIsCapped: boolean;
};

/** Where a page stands, from a count that stopped at COUNT_CAP + 1 (`cappedCount` on the server). */
export function pageInfo(counted: number, page: number, pageSize: number): PageInfo {
  const totalIsCapped = counted > COUNT_CAP;
  const totalRecords = totalIsCapped ? COUNT_CAP + 1 : counted;
  return {
    totalRecords,
    totalPages: Math.max(1, Math.ceil(totalRecords / pageSize)),
    currentPage: page,
    totalIsCapped,
  };
}

/** A list's count as a figure: "1,234", or "10,000+" past the cap. */
export function countFigure(page: Pick<PageInfo, 'totalRecords' | 'totalIsCapped'>) {
  return page.totalIsCapped
    ? `${COUNT_CAP.toLocaleString('en-IN')}+`
    : page.totalRecords.toLocaleString('en-IN');
}

/** "1 ticket", "12 tickets", "10,000+ tickets": how a list names its count. */
export function countLabel(
  page: Pick<PageInfo, 'totalRecords' | 'totalIsCapped'>,
  one: string,
  many: string,
) {
  return page.totalRecords === 1 && !page.totalIsCapped ? `1 ${one}` : `${countFigure(page)} ${many}`;
}

/**
 * What the sums beside a capped list cover (decision 0070): past the cap they are of the latest
 * COUNT_CAP matches, and the screen says so; under it they are of every match (null: nothing to say).
 */
export function sumsScope(page: Pick<PageInfo, 'totalIsCapped'>) {
  return page.totalIsCapped ? `Sums of the latest ${COUNT_CAP.toLocaleString('en-IN')} entries` : null;
}
