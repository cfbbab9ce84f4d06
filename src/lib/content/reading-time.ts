/** Minutes to read a Markdown text at 220 words a minute (at least 1), as a journal post shows it. */
export function readingMinutes(markdown: string): number {
  const text = markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`~-]/g, ' ');
  const words = text.split(/\s+/).filter((word) => /\w/.test(word)).length;
  return Math.max(1, Math.round(words / 220));
}
