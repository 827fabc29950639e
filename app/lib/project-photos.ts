/** A project's (or an article's) photos in "Mon site": shared by the editor in the browser and the server. */
export const MAX_PROJECT_PHOTOS = 8;

/** Where the editor posts each photo (one request per photo) when JavaScript runs; it answers JSON. */
export const PROJECT_PHOTO_UPLOAD_PATH = "/pro/site/realisations/photo";
export const ARTICLE_PHOTO_UPLOAD_PATH = "/pro/site/articles/photo";
