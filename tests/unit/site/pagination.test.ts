import { describe, expect, it } from "vitest";
import { pageLinks } from "~/site/pagination";

const shown = (page: number, pageCount: number) =>
  pageLinks({ page, pageCount }, (number) => `/journal?page=${number}`).pages.map(({ number, afterGap }) => (afterGap ? `…${number}` : String(number)));

describe("page links", () => {
  it("link the first and the last page and two either side of the current one, marking where pages are left out", () => {
    expect(shown(40, 89)).toEqual(["1", "…38", "39", "40", "41", "42", "…89"]);
    expect(shown(1, 89)).toEqual(["1", "2", "3", "…89"]);
    expect(shown(88, 89)).toEqual(["1", "…86", "87", "88", "89"]);
  });

  it("link every page of a short list, with no gap", () => {
    expect(shown(3, 5)).toEqual(["1", "2", "3", "4", "5"]);
    expect(shown(1, 1)).toEqual(["1"]);
  });

  it("step to the neighbours, and mark the current page", () => {
    const links = pageLinks({ page: 4, pageCount: 9 }, (number) => `/t?page=${number}`);
    expect(links).toMatchObject({ previousHref: "/t?page=3", nextHref: "/t?page=5" });
    expect(links.pages.filter((page) => page.current).map((page) => page.number)).toEqual([4]);
  });
});
