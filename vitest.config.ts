import { defineConfig } from "vitest/config";
import { responsiveImages } from "./vite/responsive-images.ts";

export default defineConfig({
  // Content modules import their photos through the image pipeline, so unit tests load it too.
  plugins: [responsiveImages()],
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts", "vite/**/*.test.ts"],
    environment: "node",
  },
});
