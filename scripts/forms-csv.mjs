/**
 * Submissions as CSV for the office: reference, form, received (ISO time), then one column per field seen in any
 * row. Lists are joined with "; ". A value a spreadsheet would run as a formula (= + - @ or their full-width forms at
 * the start, after any whitespace or invisible character) gets a leading apostrophe, so a visitor's text is never executed on the office's
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
 * A formula as a spreadsheet reads it: = + - @ (or their full-width and small forms) after anything a reader cannot
 * see: whitespace (\s covers no-break spaces, \v, \f, U+2028, U+3000 and the byte-order mark), format characters
 * (bidi marks, embeddings and isolates, zero-width joiners, soft hyphen, tags) and every other default-ignorable code
 * point (variation selectors, the combining grapheme joiner, fillers); or a leading tab or carriage return.
 */
const FORMULA =
  /^(?:[\s\p{Cf}\p{Default_Ignorable_Code_Point}]*[=+\-@\uff1d\uff0b\uff0d\uff20\ufe62\ufe63\ufe66\ufe6b]|[\t\r])/u;

function cell(value) {
  let text = String(value).replace(CONTROL, '');
  if (FORMULA.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}
