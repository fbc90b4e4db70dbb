// The measure slots in a lesson's text, in a file of their own: the page that renders lesson text
// needs this pattern and not the lesson reader (with its YAML parser) that defines the format.

/** `{{name}}` in a lesson's text: the value of measure `name` in this run. */
export const PLACEHOLDER = /\{\{\s*([A-Za-z][A-Za-z0-9_]*)\s*\}\}/g;
