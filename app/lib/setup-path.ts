/** Where the setup link of a fresh install opens (app/routes/pro/setup.tsx): the server prints it, the page posts to it. */
export const SETUP_PATH = "/pro/installation";
