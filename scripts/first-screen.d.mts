export function firstScreenShownScript(capMs?: number): string;
export function stripModulePreloads(html: string): string;
export function deferHydration(html: string): string | null;
export function inlineStylesheets(html: string, readStylesheet: (href: string) => string): string | null;
export const writtenForReactRouter: string;
export function assertReactRouterVersion(installed: string): void;
