import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    // Canonical and Open Graph URLs are baked into the prerendered pages, so the site URL is a build setting.
    __SITE_URL__: JSON.stringify((process.env.SITE_URL ?? "http://localhost:3000").replace(/\/+$/, "")),
  },
});
