/**
 * Submissions as CSV for the office: reference, form, received (ISO time), then one column per field seen in any
 * row. Lists are joined with "; ". A value a spreadsheet would run as a formula (= + - @ or their full-width forms at
 * the start, after any whitespace) gets a leading apostrophe, so a visitor's text is never executed on the office's
 * machine; control characters are dropped.
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

/** Control characters other than tab and line breaks (C0, DEL, C1): never meaningful in a visitor's text. */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;
/**
 * A formula as a spreadsheet reads it: = + - @ (or their full-width forms) after any leading whitespace, invisible
 * or not (\s covers no-break spaces, \v, \f, U+2028 and U+3000), or a leading tab or carriage return.
 */
const FORMULA = /^(?:[\s\u180e\u200b-\u200d\u2060]*[=+\-@\uff1d\uff0b\uff0d\uff20]|[\t\r])/;

function cell(value) {
  let text = String(value).replace(CONTROL, '');
  if (FORMULA.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}
