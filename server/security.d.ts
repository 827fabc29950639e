// Types for the TypeScript tests of security.js (plain JavaScript, so Node runs it without a loader).
import type { RequestHandler } from "express";

export const HSTS_MAX_AGE_SECONDS: number;
export const PERMISSIONS_POLICY: string;
export function sha256Source(text: string): string;
export function createNonce(): string;
export function inlineScriptHashes(html: string): string[];
export function styleAttributeHashes(html: string): string[];
export function styleElementHashes(html: string): string[];

export interface PageSources {
  scripts: string[];
  styles: string[];
  styleAttributes: string[];
}
export interface PrerenderedSources {
  pages: Map<string, PageSources>;
  styleAttributes: string[];
}
export function prerenderedSources(pageHtml: Map<string, string>): PrerenderedSources;
export function securityHeaders(options: { https: boolean }): RequestHandler[];
export function cspSources(prerendered: PrerenderedSources): RequestHandler;
