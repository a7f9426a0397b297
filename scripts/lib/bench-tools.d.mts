export const benchDir: string;
export function ensureBenchTools(): void;
export const benchRequire: NodeJS.Require;
export function benchBin(name: string): string;
