/**
 * Submissions as CSV for the office: reference, form, received (ISO time), then one column per field seen in any
 * row. Lists are joined with "; ". A value a spreadsheet would run as a formula (= + - @ at the start) gets a
 * leading apostrophe, so a visitor's text is never executed on the office's machine.
 * @param {{ reference: string, form: string, created_at: number | string, data: string }[]} rows
 */
export function submissionsCsv(rows) {
  const parsed = rows.map((row) => ({ ...row, values: JSON.parse(row.data) }));
  const fields = [...new Set(parsed.flatMap((row) => Object.keys(row.values)))];
  const header = ['reference', 'form', 'received', ...fields];
  const lines = parsed.map((row) => [
    row.reference,
    row.form,
    new Date(Number(row.created_at)).toISOString(),
    ...fields.map((field) => {
      const value = row.values[field];
      return Array.isArray(value) ? value.join('; ') : (value ?? '');
    }),
  ]);
  return [header, ...lines].map((line) => line.map(cell).join(',')).join('\r\n') + '\r\n';
}

function cell(value) {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}
