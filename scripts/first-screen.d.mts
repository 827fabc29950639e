export function firstScreenShownScript(capMs?: number): string;
export function stripModulePreloads(html: string): string;
export function deferHydration(html: string): string | null;
