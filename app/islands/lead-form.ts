// The lead forms' island: the form's client code (React for the form alone, the validation messages, the photo
// downscale with its progress) loads when the form comes near the screen or at the first touch, focus or press in
// it, then hydrates the server's markup. Until then, and without JavaScript, the form is a plain POST that the
// server answers with the same messages.

/** How far below the screen a form starts loading, so it is ready when the visitor reaches it. */
const PREPARE_MARGIN = "400px";
const FIRST_USE_EVENTS = ["focusin", "pointerdown", "touchstart"] as const;

function prepare(island: HTMLElement): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    observer.disconnect();
    for (const type of FIRST_USE_EVENTS) island.removeEventListener(type, start, true);
    import("./_lead-form-client.tsx")
      .then(({ hydrateLeadForm }) => hydrateLeadForm(island))
      // Offline or a failed download: the form stays the plain POST it is without JavaScript.
      .catch(() => undefined);
  };
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) start();
    },
    { rootMargin: PREPARE_MARGIN },
  );
  observer.observe(island);
  for (const type of FIRST_USE_EVENTS) island.addEventListener(type, start, { capture: true, passive: true });
  island.dataset.prepared = "true";
}

for (const island of document.querySelectorAll<HTMLElement>("[data-lead-form]")) prepare(island);
