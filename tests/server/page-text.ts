/** The words a reader sees in a page's HTML: no scripts or styles, tags and React's text separators gone, apostrophes decoded, spaces collapsed. */
export function pageText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, "")
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");
}
