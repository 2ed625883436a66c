/*
 * The one layout every e-mail is rendered in (plain text and HTML from the same blocks), shared by
 * emails.ts and the request loop's renderers, which it imports nothing from.
 */

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
  /** e.g. a confirmed appointment's calendar file (text/calendar; method=PUBLISH or CANCEL). */
  attachments?: { filename: string; content: string; contentType: string }[];
}

export const SITE_NAME = "NZ Dental Directory";

/** One block of an e-mail: a paragraph, a heading, a numbered list, lines (an address), or a link to press. */
export type Block =
  | { p: string }
  | { h: string }
  | { steps: string[] }
  | { lines: string[] }
  | { link: string; label: string }
  | { small: string };

/**
 * A typed name as an e-mail may greet with it: letters (any script), spaces, hyphens and
 * apostrophes only, at most three words and 30 characters. Anything else (a URL, a phone number,
 * an address, a sentence) is no plain name and is not echoed (D704).
 */
const PLAIN_NAME = /^\p{L}[\p{L}\p{M}'’-]*(?: [\p{L}\p{M}'’-]+){0,2}$/u;

/** "Kia ora Mere," for a plain name; "Kia ora," for any other typed text (or none). */
export function greeting(name: string | null | undefined): Block {
  const plain = name?.trim() ?? "";
  return { p: plain.length <= 30 && PLAIN_NAME.test(plain) ? `Kia ora ${plain},` : "Kia ora," };
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

function plainText(blocks: Block[]): string {
  const parts = blocks.map((block) => {
    if ("p" in block) return block.p;
    if ("h" in block) return block.h;
    if ("steps" in block) return block.steps.map((step, i) => `${i + 1}. ${step}`).join("\n");
    if ("lines" in block) return block.lines.join("\n");
    if ("link" in block) return `${block.label}:\n${block.link}`;
    return block.small;
  });
  return `${parts.join("\n\n")}\n\n-- \n${SITE_NAME}\n`;
}

/**
 * One column, at most 560 px wide, inline styles only (mail programs drop style sheets), system
 * fonts, no images: reads the same on a phone and in a desktop client.
 */
function html(title: string, blocks: Block[]): string {
  const font = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;";
  const body = blocks
    .map((block) => {
      if ("p" in block)
        return `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1e293b;">${escapeHtml(block.p)}</p>`;
      if ("h" in block)
        return `<h2 style="margin:24px 0 8px;font-size:18px;line-height:1.3;color:#0c4a6e;">${escapeHtml(block.h)}</h2>`;
      if ("steps" in block)
        return `<ol style="margin:0 0 16px;padding-left:24px;font-size:16px;line-height:1.5;color:#1e293b;">${block.steps
          .map((step) => `<li style="margin:0 0 8px;">${escapeHtml(step)}</li>`)
          .join("")}</ol>`;
      if ("lines" in block)
        return `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1e293b;">${block.lines.map(escapeHtml).join("<br>")}</p>`;
      if ("link" in block)
        return `<p style="margin:0 0 16px;"><a href="${escapeHtml(block.link)}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:#0369a1;color:#ffffff;font-size:16px;font-weight:bold;text-decoration:none;">${escapeHtml(block.label)}</a></p><p style="margin:0 0 16px;font-size:13px;line-height:1.4;color:#475569;word-break:break-all;">${escapeHtml(block.link)}</p>`;
      return `<p style="margin:0 0 16px;font-size:14px;line-height:1.5;color:#475569;">${escapeHtml(block.small)}</p>`;
    })
    .join("\n");
  return `<!doctype html>
<html lang="en-NZ"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f8fafc;${font}">
<div style="max-width:560px;margin:0 auto;padding:24px 16px;background:#ffffff;${font}">
<p style="margin:0 0 24px;font-size:14px;font-weight:bold;color:#0c4a6e;">${SITE_NAME}</p>
${body}
<p style="margin:32px 0 0;font-size:13px;color:#64748b;">${SITE_NAME}</p>
</div></body></html>
`;
}

export function render(subject: string, blocks: Block[]): RenderedEmail {
  return { subject, text: plainText(blocks), html: html(subject, blocks) };
}

export const origin = (publicOrigin: string) => publicOrigin.replace(/\/+$/, "");
