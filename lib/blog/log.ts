/** Logs a product error as docs/behaviour.md#errors-visitors-can-see describes it: an exception-occurred message with component, action and error. */
export function logBlogException(component: string, action: string, error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  console.error(
    JSON.stringify({ level: 'Error', message: 'An exception occurred', component, action, error: message }),
  );
}
