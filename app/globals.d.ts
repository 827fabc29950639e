declare const __BUILD_YEAR__: number;
declare const __SITE_URL__: string;

declare module "responsive-image:*" {
  const image: import("#app/lib/responsive-image.ts").ResponsiveImage;
  export default image;
}
