import { z } from 'zod';

/** A string holding JSON, parsed; then checked with `schema`. Text that is not JSON fails with `message`. */
export function jsonText<T extends z.ZodType>(schema: T, message: string) {
  return z
    .string()
    .transform((text, context): unknown => {
      try {
        return JSON.parse(text);
      } catch {
        context.issues.push({ code: 'custom', message, input: text });
        return z.NEVER;
      }
    })
    .pipe(schema);
}
