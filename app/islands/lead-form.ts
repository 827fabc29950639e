// The lead forms' island, imported at the visitor's first use of a form (app/lib/island-loader.ts): the form's client
// code (React for the form alone, the validation messages, the photo downscale with its progress) hydrates the
// server's markup, keeping what was typed meanwhile. Until then, and without JavaScript, the form is a plain POST
// that the server answers with the same messages.
import("./_lead-form-client.tsx")
  .then(({ hydrateLeadForm }) => {
    for (const island of document.querySelectorAll<HTMLElement>("[data-lead-form]")) hydrateLeadForm(island);
  })
  // Offline or a failed download: the form stays the plain POST it is without JavaScript.
  .catch(() => undefined);
