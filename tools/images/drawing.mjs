/**
 * One image for tools/make-images.mjs to write: its file under public/images (the ending names the format: jpg, png
 * or svg), its size, and the function that draws it as SVG.
 */
export function drawing(file, width, height, svg) {
  return { file, width, height, format: file.slice(file.lastIndexOf('.') + 1), svg };
}
