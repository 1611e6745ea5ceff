export function migrationsKey(migrationsFolder: string, lockFile: string | null): string;
