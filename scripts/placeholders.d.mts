export interface Placeholder {
  field: string;
  line: number;
  value: string;
}
export function placeholdersInSource(source: string, fileName?: string): Placeholder[];
export function findPlaceholders(dir: string, root?: string): Promise<(Placeholder & { file: string })[]>;
export function goLiveWarning(siteUrl: string | undefined, count: number): string | null;
