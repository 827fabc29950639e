// Types for the TypeScript tests of app.js (plain JavaScript, so Node runs it without a loader).
import type { Express, Request, RequestHandler, Response } from "express";
import type { ServerBuild } from "react-router";
import type { FormGuardSettings } from "../app/services/runtime.server.ts";

export function findPrerenderedPages(clientDir: string): Map<string, string>;
export interface LoadedPage {
  html: Buffer;
  twins: Map<"br" | "gzip", Buffer>;
  etag: string;
  lastModified: string;
}
export function sendPage(req: Request, res: Response, page: LoadedPage): void;
export function loadPrerenderedPages(
  pageFiles: Map<string, string>,
  precompressed: Set<string>,
): Map<string, LoadedPage>;
export function findFormPaths(build: ServerBuild): Map<string, { index: boolean }>;
export function createApp(options: {
  build: ServerBuild;
  clientDir: string;
  siteUrl?: string;
  log?: (line: string) => void;
  health?: () => { ok: boolean; detail?: string };
  beforeRequestHandler?: (app: Express) => void;
  formGuards?: FormGuardSettings;
}): Express;
export function createFormGuards(
  settings: FormGuardSettings & { formPaths: Map<string, { index: boolean }> },
): RequestHandler[];
