declare const __BUILD_YEAR__: number;
declare const __SITE_URL__: string | null;
/** Defined only by the benchmark's client-only build (bench/spa/vite.config.ts), where every page is one React app. */
declare const __CLIENT_ONLY_VARIANT__: boolean | undefined;

declare module "responsive-image:*" {
  const image: import("#app/lib/responsive-image.ts").ResponsiveImage;
  export default image;
}

declare module "virtual:islands" {
  /** Each island's name (`app/islands/<name>.ts`) → the URL of its module in the browser (vite/islands.ts). */
  const islandUrls: Readonly<Record<string, string>>;
  export default islandUrls;
}
