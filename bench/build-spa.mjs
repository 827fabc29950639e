// Builds the benchmark's client-only variant (bench/spa/) into build-spa/, precompressed like the real site.
// `npm run bench` calls it, and the test suite runs this file on its own (scripts/test.sh), so a change that
// breaks this build fails CI instead of being found the next time someone measures.
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { precompress } from "#scripts/precompress.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export async function buildClientOnlyVariant() {
  rmSync(path.join(root, "build-spa"), { recursive: true, force: true });
  const result = spawnSync("npx", ["react-router", "build"], {
    cwd: path.join(root, "bench", "spa"),
    stdio: "inherit",
  });
  if (result.status !== 0) throw new Error("the client-only variant (bench/spa) does not build");
  await precompress(path.join(root, "build-spa", "client"));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildClientOnlyVariant();
  console.log("bench/spa: the client-only variant builds (build-spa/)");
}
