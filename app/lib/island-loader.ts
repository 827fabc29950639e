/**
 * Nothing a public page loads may compete with its first paint: on a slow mobile link every request started before
 * it delays it (Lighthouse's simulated phone counts each one), and the first screen needs the HTML alone (its
 * stylesheet is inline). So the islands' modules and the web font start just after the first paint, from one small
 * inline script at the end of `<body>`; until then the text is set in the metric-matched fallback (app/app.css),
 * which Inter then replaces without moving a line.
 *
 * Both scripts are constants, allowed by their hashes in the Content-Security-Policy (server/security.ts); what
 * differs between pages (which islands) is in the loader's `data-islands` attribute, which the policy does not hash.
 */

/** The class on `<html>` that switches the text from the fallback to Inter (app/theme.css, app/app.css). */
export const webFontClass = "inter";

/** Remembers, for the rest of the visit, that Inter has been asked for: the browser holds it in its cache. */
const webFontRequestedKey = "inter-demande";

/**
 * In `<head>`: from the second page of a visit on, Inter is in the browser's cache, so the page is set in it from
 * its first paint instead of switching a moment later.
 */
export const cachedWebFontSource = `try{sessionStorage.getItem("${webFontRequestedKey}")&&document.documentElement.classList.add("${webFontClass}")}catch(e){}`;

/**
 * At the end of `<body>`: once the browser has put the first contentful paint on screen (its own paint timing; the
 * next frame where it has none), switch to Inter and import the page's islands (`data-islands`, space-separated
 * URLs). A page that is never shown (a background tab, a prerendered page) starts them when it is. A module that
 * fails to download leaves its markup as it works without JavaScript. `data-loaded` tells whoever waits for the
 * page to react (the end-to-end tests) that every island has run.
 */
export const islandLoaderSource = `(()=>{const loader=document.currentScript,urls=(loader.dataset.islands||"").split(" ").filter(Boolean);let started=false;const start=()=>{if(started)return;started=true;document.documentElement.classList.add("${webFontClass}");try{sessionStorage.setItem("${webFontRequestedKey}","1")}catch(e){}Promise.all(urls.map(url=>import(url).catch(()=>{}))).then(()=>{loader.dataset.loaded=""})};if(PerformanceObserver.supportedEntryTypes.includes("paint"))new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();setTimeout(start)}}).observe({type:"paint",buffered:true});else requestAnimationFrame(()=>setTimeout(start))})()`;
