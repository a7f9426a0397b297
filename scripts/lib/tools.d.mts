export function ensureTools(folder: string): { require: NodeJS.Require; bin(name: string): string };
