export function withheldNodeIds(env?: Record<string, string | undefined>): Promise<Set<string>>;
