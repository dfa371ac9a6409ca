/**
 * Does the page fit its screen? A phone user cannot see what sticks out to the side, and a page
 * that scrolls sideways makes every line of it harder to read. `overflowProblems(page)` lists, in
 * words a person can act on, what makes the page wider than its viewport:
 *
 * - the document itself scrolls sideways (`scrollWidth` beyond the viewport);
 * - an element, or text spilling out of it, reaches past the right edge of the screen or is cut
 *   by its left edge, or sticks out of the card it is drawn in (a box with borders on both sides:
 *   a panel, a form, a dialog). What is inside a box that clips (`overflow: hidden`, the
 *   carousel's track) is hidden on purpose, and what is inside a keyboard-scrollable region (a
 *   focusable box that scrolls, like the admin tables' wrappers) scrolls on purpose: both are
 *   fine. Any other box that scrolls (a dialog) is an edge not to cross: content that only a
 *   sideways scroll nobody expects can reach is as lost as content off the screen.
 *   <html> and <body> never count as such boxes: their clipping would only hide the problem.
 *
 * Elements entirely off to the left (the skip link waiting for focus) and 1 px visually-hidden
 * text are how the shop hides things on purpose, and are left alone.
 */
import type { Page } from "@playwright/test";

export async function overflowProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const screen = { left: 0, right: root.clientWidth }; // the viewport without a vertical scrollbar
    const problems: string[] = [];
    if (root.scrollWidth > screen.right)
      problems.push(`the page is ${root.scrollWidth} px wide on a ${screen.right} px screen`);

    const nameOf = (element: Element) => {
      const id = element.id ? `#${element.id}` : "";
      const classes = [...element.classList].map((name) => `.${name}`).join("");
      const text = (element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 30);
      return `<${element.tagName.toLowerCase()}${id}${classes}>${text ? ` "${text}"` : ""}`;
    };
    /**
     * The edges `element` must stay within, or null when an ancestor hides or scrolls it on
     * purpose: the nearest box that scrolls, or else the nearest card (a box with borders on
     * both sides), or else the screen.
     */
    const limits = (element: Element): { left: number; right: number; box?: Element } | null => {
      for (
        let box = element.parentElement;
        box && box !== document.body && box !== root;
        box = box.parentElement
      ) {
        const style = getComputedStyle(box);
        if (
          style.overflowX === "hidden" ||
          style.overflowX === "clip" ||
          (style.overflowX !== "visible" && box.hasAttribute("tabindex"))
        )
          return null;
        if (
          style.overflowX !== "visible" ||
          (parseFloat(style.borderLeftWidth) > 0 && parseFloat(style.borderRightWidth) > 0)
        ) {
          const { left, right } = box.getBoundingClientRect(); // the box itself is checked against its own edges
          return { left, right, box };
        }
      }
      return screen;
    };
    const sticksOut = (element: Element) => {
      if (!element.checkVisibility()) return false; // not rendered (display: none, a closed <details>)
      const box = element.getBoundingClientRect();
      if (box.width <= 1) return false; // visually hidden text, line breaks
      if (box.right <= 0) return false; // parked off-screen on purpose (the skip link)
      const edges = limits(element);
      if (!edges) return false;
      outside.set(element, edges.box);
      // Its own text spilling out of a box that fits (a long e-mail) counts as well as the box.
      const ownText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim(),
      );
      const spills =
        ownText &&
        getComputedStyle(element).overflowX === "visible" &&
        box.left + element.scrollWidth > edges.right + 0.5;
      return box.right > edges.right + 0.5 || box.left < edges.left - 0.5 || spills;
    };

    const outside = new Map<Element, Element | undefined>();
    const offenders = new Set([...document.body.querySelectorAll("*")].filter(sticksOut));
    // Name where the overflow starts: offenders whose parent still fits. The fix belongs there
    // (or in that parent's layout: a grid column or flex row that will not shrink).
    const outermost = [...offenders].filter((element) => !offenders.has(element.parentElement!));
    for (const element of outermost.slice(0, 6)) {
      const box = element.getBoundingClientRect();
      const where =
        element.parentElement && element.parentElement !== document.body
          ? ` in ${nameOf(element.parentElement)}`
          : "";
      const edge = outside.get(element);
      const of = edge ? ` sticks out of ${nameOf(edge)}:` : "";
      problems.push(
        `${nameOf(element)}${where}${of} spans ${Math.round(box.left)}–${Math.round(box.right)} px`,
      );
    }
    if (outermost.length > 6) problems.push(`…and ${outermost.length - 6} more`);
    return problems;
  });
}
