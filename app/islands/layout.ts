// The shared layout's behaviour on public pages, on top of markup that works without it: the phone menu and the
// services dropdown are popovers the browser opens, closes on Escape or an outside click, and places under their
// anchor (CSS anchor positioning); this adds what the platform does not: the toggle's state and name, the
// dropdown's hover delays and arrow keys, the services group of the phone menu, the floating call button.

/** Opening on hover waits this long, so a pointer crossing the menu opens nothing (as Radix's menu did). */
const HOVER_OPEN_DELAY_MS = 200;
/** Within this time of a dropdown closing, hovering the trigger opens it at once: the visitor is still in the menu. */
const SKIP_DELAY_MS = 300;
/** Leaving the trigger or the panel closes it after this long, so the pointer can cross the gap between them. */
const HOVER_CLOSE_DELAY_MS = 150;
/** A click this soon after a hover opened the dropdown was aimed at opening it: it does not close it again. */
const CLICK_AFTER_HOVER_MS = 500;

const supportsAnchors = typeof CSS !== "undefined" && CSS.supports("anchor-name", "--a");

function popoverOf(trigger: HTMLElement): HTMLElement | null {
  const id = trigger.getAttribute("popovertarget");
  return id ? document.getElementById(id) : null;
}

function isOpen(panel: HTMLElement): boolean {
  return panel.matches(":popover-open");
}

/** Where CSS anchor positioning is missing, the panel is placed from its anchor's box when it opens. */
function placeUnder(panel: HTMLElement, anchor: HTMLElement, { alignLeft }: { alignLeft: boolean }): void {
  if (supportsAnchors) return;
  const box = anchor.getBoundingClientRect();
  panel.style.top = `${box.bottom + (alignLeft ? 8 : 0)}px`;
  if (alignLeft) panel.style.left = `${box.left}px`;
}

/** The toggle tells its state (aria-expanded) and its name says what pressing it will do. */
function reflectState(toggle: HTMLElement, open: boolean): void {
  toggle.setAttribute("aria-expanded", String(open));
  const label = toggle.querySelector("[data-toggle-label]");
  const name = toggle.dataset[open ? "labelClose" : "labelOpen"];
  if (label && name) label.textContent = name;
}

function enhancePhoneMenu(toggle: HTMLElement): void {
  const panel = popoverOf(toggle);
  const header = toggle.closest("header");
  if (!panel || !header) return;
  reflectState(toggle, false);
  panel.addEventListener("beforetoggle", (event) => {
    if ((event as ToggleEvent).newState === "open") placeUnder(panel, header, { alignLeft: false });
  });
  panel.addEventListener("toggle", (event) => reflectState(toggle, (event as ToggleEvent).newState === "open"));
  // Escape while the focus is on the toggle itself (the browser closes a popover on Escape wherever the focus is,
  // and gives it back to the toggle when it was inside).
  panel.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && isOpen(panel)) toggle.focus();
  });

  // The services fold under their button so the menu fits a phone's screen; without this script they are listed.
  for (const group of panel.querySelectorAll<HTMLButtonElement>("button[data-group-toggle]")) {
    const list = document.getElementById(group.getAttribute("aria-controls") ?? "");
    if (!list) continue;
    const setExpanded = (expanded: boolean) => {
      group.setAttribute("aria-expanded", String(expanded));
      list.hidden = !expanded;
    };
    setExpanded(group.dataset.startsOpen === "true");
    group.addEventListener("click", () => setExpanded(group.getAttribute("aria-expanded") !== "true"));
  }
}

let lastClosedAt = Number.NEGATIVE_INFINITY;

function enhanceDropdown(trigger: HTMLElement): void {
  const panel = popoverOf(trigger);
  const item = trigger.parentElement;
  if (!panel || !item) return;
  reflectState(trigger, false);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const later = (action: () => void, ms: number) => {
    clearTimeout(timer);
    timer = ms > 0 ? setTimeout(action, ms) : undefined;
    if (ms <= 0) action();
  };
  let hoverOpenedAt = Number.NEGATIVE_INFINITY;
  // Opened from here, the panel names its trigger as its source: that makes the trigger its anchor, as a click does.
  const show = () => (panel.showPopover as (options: { source: HTMLElement }) => void)({ source: trigger });
  const open = () => {
    if (!isOpen(panel)) show();
  };
  const openByHover = () => {
    if (isOpen(panel)) return;
    hoverOpenedAt = performance.now();
    show();
  };
  const close = () => {
    if (isOpen(panel)) panel.hidePopover();
  };

  panel.addEventListener("beforetoggle", (event) => {
    if ((event as ToggleEvent).newState === "open") placeUnder(panel, trigger, { alignLeft: true });
  });
  panel.addEventListener("toggle", (event) => {
    const opened = (event as ToggleEvent).newState === "open";
    if (!opened) lastClosedAt = performance.now();
    reflectState(trigger, opened);
  });

  // A mouse hovers to open; touch and pen tap the trigger, which the browser toggles.
  const hovering = (event: PointerEvent) => event.pointerType === "mouse";
  for (const element of [trigger, panel]) {
    element.addEventListener("pointerenter", (event) => {
      if (!hovering(event)) return;
      const delay = isOpen(panel) || performance.now() - lastClosedAt < SKIP_DELAY_MS ? 0 : HOVER_OPEN_DELAY_MS;
      later(openByHover, delay);
    });
    element.addEventListener("pointerleave", (event) => {
      if (hovering(event)) later(close, HOVER_CLOSE_DELAY_MS);
    });
  }
  // A click just after the hover opened the panel means "open", not "close again".
  trigger.addEventListener("click", (event) => {
    if (event.detail > 0 && performance.now() - hoverOpenedAt < CLICK_AFTER_HOVER_MS) event.preventDefault();
  });

  // Arrow keys: down opens and enters the list, up and down move through it, Escape (the browser's) closes.
  trigger.addEventListener("keydown", (event) => {
    if (event.key !== "ArrowDown") return;
    event.preventDefault();
    open();
    panel.querySelector<HTMLElement>("a")?.focus();
  });
  panel.addEventListener("keydown", (event) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    const links = [...panel.querySelectorAll<HTMLElement>("a")];
    const index = links.indexOf(document.activeElement as HTMLElement);
    const next = links[(index + (event.key === "ArrowDown" ? 1 : -1) + links.length) % links.length];
    event.preventDefault();
    next?.focus();
  });
  // Tabbing out of the panel closes it, as leaving it with the pointer does.
  panel.addEventListener("focusout", (event) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !panel.contains(next) && next !== trigger) close();
  });
}

/** Product spec §9: the floating call button shows once the page has scrolled past its threshold. */
function enhanceFloatingCall(button: HTMLElement): void {
  const threshold = Number(button.dataset.threshold ?? 100);
  let shown: boolean | undefined;
  const update = () => {
    const visible = window.scrollY > threshold;
    if (visible === shown) return;
    shown = visible;
    button.dataset.visible = String(visible);
  };
  update();
  window.addEventListener("scroll", update, { passive: true });
}

for (const toggle of document.querySelectorAll<HTMLElement>("[data-phone-menu-toggle]")) enhancePhoneMenu(toggle);
for (const trigger of document.querySelectorAll<HTMLElement>("[data-dropdown-trigger]")) enhanceDropdown(trigger);
for (const button of document.querySelectorAll<HTMLElement>("[data-floating-call]")) enhanceFloatingCall(button);

/**
 * The bands of the page below the first screen arrive unrendered (app.css), so that the first layout covers the
 * first screen alone. They are rendered here one per frame, each frame's work a small task: a visitor's tap is never
 * held behind the layout of the whole page, and once this module has run every band is rendered, as a tool that
 * reads the page without scrolling it (a screen reader's review, axe) expects.
 */
async function renderBands(): Promise<void> {
  for (const band of document.querySelectorAll<HTMLElement>(".section:not([data-rendered])")) {
    await new Promise(requestAnimationFrame);
    band.dataset.rendered = "";
  }
}

// Awaited at the top level: the islands' loader marks the page ready (data-loaded) once every band is rendered.
await renderBands();

export {};
