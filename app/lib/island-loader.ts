/**
 * Nothing a public page loads may compete with its first paint: on a slow mobile link every request started before
 * it delays it (Lighthouse's simulated phone counts each one), and the first screen needs the HTML alone (its
 * stylesheet is inline, its text in the system's face). So the islands' modules start just after the first paint,
 * from one constant inline script at the end of `<body>`, allowed by its hash in the Content-Security-Policy
 * (server/security.ts); which islands a page needs is in its `data-islands` attribute, which the policy does not
 * hash.
 *
 * It waits for the browser's own first-contentful-paint entry (the next frame where paint timing is missing): a
 * frame or two, or the load event, are not enough, since the browser presents a frame some time after painting it.
 * A page that is never shown (a background tab, a prerendered page) starts its islands when it is. A module that
 * fails to download leaves its markup as it works without JavaScript. `data-loaded` tells whoever waits for the page
 * to react (the end-to-end tests) that every island has run.
 *
 * Some islands are only worth their bytes once the visitor shows he will use them (`data-intent-islands`: the lead
 * form, React DOM for a form that works without it): they start at the first focus, input, choice, click or
 * submission inside an element marked `data-on-intent`, which is then marked `data-prepared`. Nothing is held back
 * meanwhile: the keys typed stay in the fields the island then takes over, and a form sent before it is ready goes
 * as the plain POST it is without JavaScript.
 */
export const islandLoaderSource = `(()=>{const loader=document.currentScript,list=name=>(loader.dataset[name]||"").split(" ").filter(Boolean),load=urls=>Promise.all(urls.map(url=>import(url).catch(()=>{})));let started=false;const start=()=>{if(started)return;started=true;load(list("islands")).then(()=>{loader.dataset.loaded=""})};if(PerformanceObserver.supportedEntryTypes.includes("paint"))new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();setTimeout(start)}}).observe({type:"paint",buffered:true});else requestAnimationFrame(()=>setTimeout(start));const intentUrls=list("intentIslands"),zones=document.querySelectorAll("[data-on-intent]"),events=["focusin","input","change","click","submit"];if(!intentUrls.length)return;const intend=()=>{for(const zone of zones)for(const type of events)zone.removeEventListener(type,intend,true);load(intentUrls)};for(const zone of zones){zone.dataset.prepared="";for(const type of events)zone.addEventListener(type,intend,{capture:true,passive:true})}})()`;
