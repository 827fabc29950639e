/** Where the owner's service worker is served: under /pro, so its scope is the owner's space and nothing else. */
export const OWNER_SERVICE_WORKER_PATH = "/pro/sw.js";
export const OWNER_SERVICE_WORKER_SCOPE = "/pro/";
