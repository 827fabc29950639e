import { expect, test, viewports } from "#tests/support/fixtures.ts";

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

interface FocusStep {
  element: string;
  focused: Box;
  header: Box;
  callButton: Box | null;
  insideChrome: boolean;
}

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

test.use({ viewport: { width: viewports.phone.width, height: 667 } });

// WCAG 2.4.11: tabbing through a long page on a phone, no focused element ends up under the sticky header or the
// floating call button, even in part.
for (const path of ["/services/urgence-fuite", "/mentions-legales"]) {
  test(`tabbing through ${path} never hides the focused element behind the header or the call button`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // Instant scrolling: each focus move is measured where it lands, without waiting for an animation.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(path);
    const steps: FocusStep[] = [];
    for (let index = 0; index < 400; index += 1) {
      await page.keyboard.press("Tab");
      const step = await page.evaluate((): FocusStep | null => {
        const focused = document.activeElement;
        if (!focused || focused === document.body) return null;
        const header = document.querySelector("header.sticky");
        const callButton = document.querySelector<HTMLElement>("[data-testid='floating-call']");
        const box = (element: Element) => {
          const { top, bottom, left, right } = element.getBoundingClientRect();
          return { top, bottom, left, right };
        };
        const buttonShown = callButton !== null && getComputedStyle(callButton).visibility === "visible";
        return {
          element: `${focused.tagName.toLowerCase()} "${(focused.textContent ?? "").trim().slice(0, 40)}" ${focused.getAttribute("href") ?? ""}`,
          focused: box(focused),
          header: box(header!),
          callButton: buttonShown ? box(callButton!) : null,
          insideChrome: Boolean(header?.contains(focused)) || focused === callButton,
        };
      });
      if (!step) break;
      steps.push(step);
    }
    // The walk went through the whole page: past the fold, where the call button shows, down to the footer.
    expect(steps.length).toBeGreaterThan(30);
    expect(steps.some((step) => step.callButton !== null && !step.insideChrome)).toBe(true);

    const hidden = steps
      .filter((step) => !step.insideChrome)
      .filter(
        (step) =>
          overlaps(step.focused, step.header) || (step.callButton !== null && overlaps(step.focused, step.callButton)),
      )
      .map((step) => step.element);
    expect(hidden).toEqual([]);
  });
}
