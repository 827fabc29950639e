import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { responsiveImages } from "./vite/responsive-images.ts";

export default defineConfig({
  // Content modules import their photos through the image pipeline, so unit tests load it too.
  plugins: [responsiveImages()],
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts", "vite/**/*.test.ts"],
    environment: "node",
    // One worker per core, not Vitest's default of one fewer: much of the suite waits on child processes (the
    // PostgreSQL servers it starts, the validators in Java, poppler), so two workers on two cores halve its time.
    maxWorkers: availableParallelism(),
  },
});
