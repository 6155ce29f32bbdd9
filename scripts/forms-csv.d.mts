export function submissionsCsv(
  rows: readonly { reference: string; form: string; created_at: number | string; data: string }[],
): string;
