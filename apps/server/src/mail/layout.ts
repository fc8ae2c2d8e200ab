import { PRODUCT_NAME } from '@hangar/domain';

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export interface MailContent {
  subject: string;
  /** Plain paragraphs; they are escaped for the HTML part. */
  paragraphs: string[];
  action?: { label: string; url: string };
  /** A last line in small print (why the reader got this e-mail). */
  footnote: string;
}

/** One clean layout for every e-mail: a text part and a simple, inline-styled HTML part. */
export function renderMail(content: MailContent): { subject: string; text: string; html: string } {
  const { paragraphs, action, footnote } = content;
  const text = [
    ...paragraphs,
    ...(action ? [`${action.label}: ${action.url}`] : []),
    `-- \n${footnote}\n${PRODUCT_NAME}`,
  ].join('\n\n');

  const paragraphHtml = paragraphs
    .map((paragraph) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(paragraph)}</p>`)
    .join('');
  const actionHtml = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#4c6ef5;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#6b7280">Or paste this address into your browser:<br>${escapeHtml(action.url)}</p>`
    : '';
  const html = `<!doctype html><html><body style="margin:0;background:#f8f9fa;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#1f2937">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:520px;background:#ffffff;border-radius:12px;padding:32px" cellpadding="0" cellspacing="0"><tr><td>
<p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#4c6ef5">${PRODUCT_NAME}</p>
${paragraphHtml}${actionHtml}
<p style="margin:24px 0 0;font-size:12px;color:#9ca3af">${escapeHtml(footnote)}</p>
</td></tr></table></td></tr></table></body></html>`;
  return { subject: content.subject, text, html };
}
