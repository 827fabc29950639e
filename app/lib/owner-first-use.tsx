import { Children, cloneElement, Fragment, isValidElement, type ReactElement, type ReactNode, useContext } from "react";
import { Scripts, UNSAFE_FrameworkContext } from "react-router";

/**
 * The owner's reading screens (the inbox, a request, a quote, the dashboard…) start their application at the owner's
 * first touch, not with the page (decision 032). The server draws the whole page, links and forms work as they are,
 * so the first paint needs the HTML and the stylesheet alone: on a phone's link the 120 KB of React, React Router and
 * the page's code no longer share the bandwidth with them, and no script runs while the owner reads.
 *
 * The gate below is the one script that runs with the page (about 1 KB). The first pointer down, key press or focus
 * starts the application. A press of a button or a form sent is held (the button says it is busy meanwhile), then
 * done once the application runs, exactly once, by the application itself: a form keeps its pending state and its answer in place, a button its own code.
 * What acts at once without it stays the browser's: a link is followed (the server draws every page), a box is
 * ticked, a field typed into. A link pressed does not start the application: the page is about to go, and an
 * application that ran before the click ended would take the link over, so the same tap would sometimes load a new
 * page and sometimes not. If the application's files cannot be loaded, a held form is sent by the browser.
 */
export const firstUseGate = `(() => {
  let begin;
  const begun = new Promise((resolve) => (begin = resolve));
  let held = null;
  const buttons = "button, [role=button], input[type=button], input[type=submit], input[type=image], input[type=reset]";
  const hold = (event) => {
    if (event.type === "click") {
      const control = event.target instanceof Element ? event.target.closest(buttons) : null;
      if (!control) return;
      if (!held) held = { control, busy: control };
    } else if (!held) held = { form: event.target, submitter: event.submitter, busy: event.submitter || event.target };
    if (held) held.busy.setAttribute("aria-busy", "true");
    event.preventDefault();
    event.stopImmediatePropagation();
    begin();
  };
  const start = (event) => {
    if (!(event.target instanceof Element && event.target.closest("a[href]"))) begin();
  };
  for (const type of ["pointerdown", "keydown", "focusin"]) addEventListener(type, start, { capture: true, passive: true });
  addEventListener("click", hold, true);
  addEventListener("submit", hold, true);
  window.__ownerFirstUse = {
    begun,
    running: false,
    run() {
      if (this.running) return;
      this.running = true;
      removeEventListener("click", hold, true);
      removeEventListener("submit", hold, true);
      const action = held;
      held = null;
      if (action) action.busy.removeAttribute("aria-busy");
      if (action && action.form) action.form.requestSubmit(action.submitter || undefined);
      else if (action) action.control.click();
    },
  };
})();`;

declare global {
  interface Window {
    /** The gate of a page that starts at the first use ({@link firstUseGate}); absent elsewhere. */
    __ownerFirstUse?: { begun: Promise<void>; running: boolean; run(): void };
  }
}

/** Tells the gate the application runs, so a tap held until now is done by it. Called once the page is hydrated. */
export function ownerAppRunning(): void {
  window.__ownerFirstUse?.run();
}

// React Router's bootstrap imports the manifest and the page's route modules statically, then the client entry.
const staticImport = /^[ \t]*import (?:\* as ([\w$]+) from )?("[^"\n]+");?[ \t]*$/gm;
const entryImport = /^[ \t]*import\(("[^"\n]+")\);[ \t]*$/m;

/**
 * React Router's bootstrap module, made to wait for the gate: its static imports become one `Promise.all` of dynamic
 * imports after the first use, preceded by the module preloads the page no longer carries (`preloads`), so the
 * files still download in parallel. In the browser React renders the script empty (the server's text stays): that
 * is returned as is. A bootstrap of another shape throws, so a change in React Router's output fails the owner's
 * pages' tests instead of shipping a page that never starts.
 */
export function bootstrapOnFirstUse(code: string, preloads: readonly string[]): string {
  if (code.trim() === "") return code;
  const bindings: string[] = [];
  const specifiers: string[] = [];
  const rest = code.replace(staticImport, (_line, binding: string | undefined, specifier: string) => {
    bindings.push(binding ?? "");
    specifiers.push(specifier);
    return "";
  });
  if (specifiers.length === 0 || /^\s*import\s*[^\s(]/m.test(rest) || !entryImport.test(rest)) {
    throw new Error(`React Router's bootstrap has an unexpected shape:\n${code}`);
  }
  return [
    "await window.__ownerFirstUse.begun;",
    `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    "const release = (error) => {",
    "  window.__ownerFirstUse.run();",
    "  throw error;",
    "};",
    `const [${bindings.join(", ")}] = await Promise.all([${specifiers.map((specifier) => `import(${specifier})`).join(", ")}]).catch(release);`,
    rest.trim().replace(entryImport, "await import($1).catch(release);"),
  ].join("\n");
}

interface ScriptProps {
  rel?: string;
  href?: string;
  type?: string;
  dangerouslySetInnerHTML?: { __html: string };
  children?: ReactNode;
}

/** React Router's scripts without their module preloads, the bootstrap waiting for the gate. */
function deferred(node: ReactNode, preloads: string[]): ReactNode {
  if (Array.isArray(node)) return node.map((child) => deferred(child, preloads));
  if (!isValidElement<ScriptProps>(node)) return node;
  const { props } = node;
  if (node.type === "link" && props.rel === "modulepreload" && props.href) {
    preloads.push(props.href);
    return null;
  }
  if (node.type === "script" && props.type === "module" && props.dangerouslySetInnerHTML) {
    const __html = bootstrapOnFirstUse(props.dangerouslySetInnerHTML.__html, preloads);
    return cloneElement(node, { dangerouslySetInnerHTML: { __html } });
  }
  if (node.type === Fragment) return <>{Children.map(props.children, (child) => deferred(child, preloads))}</>;
  return node;
}

/**
 * The gate, in the head of a page that starts at the first use, before the stylesheets. The page's first script
 * pays for starting the browser's JavaScript (5 to 35 ms in the traces of decision 045, before Lighthouse's fourfold
 * slowdown): from the head, that is done while the page waits for its stylesheet, rather than once the body is read,
 * next to its last layout, when the page may already be painted. A touch before the body is read is caught too.
 */
export function FirstUseGate() {
  // The response's nonce, on the server (React Router's scripts take it from there too).
  const nonce = useContext(UNSAFE_FrameworkContext)?.nonce;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of our own (firstUseGate).
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: firstUseGate }} />;
}

/**
 * In place of `<Scripts />` on a page that starts at the first use (its head has {@link FirstUseGate}): React
 * Router's scripts as {@link deferred} rewrites them. Rendered alike on the server and while hydrating, so React
 * finds the same elements; the scripts' text is React Router's own concern.
 */
export function ScriptsOnFirstUse() {
  // Called as a function, not rendered: its elements are rewritten before React sees them. Its hooks are this
  // component's, called on every render in the same order.
  const scripts: ReactElement | null = Scripts({});
  if (scripts === null) return null;
  return deferred(scripts, []);
}
