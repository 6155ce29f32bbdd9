/** Cookie set by the preview route when the Uniform canvas opens the page for contextual editing. */
export const EDITING_COOKIE = 'uniform_editing';
