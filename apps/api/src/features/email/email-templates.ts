import {
  escapeHtml,
  type NotificationFacts,
  emailMessages,
  notificationsMessages,
} from '@reride/shared';

/** One mail's content: the subject, the HTML part and the plain-text part. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export interface MailContext {
  /** The recipient's name, for the greeting. */
  name: string;
  /** The web app's origin (PUBLIC_WEB_URL): every link is absolute. */
  webUrl: string;
}

/** A header line must stay one line, whatever a bike's name holds. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

const absolute = (href: string, webUrl: string) => new URL(href, webUrl).toString();

const FONT = 'font-family:Helvetica,Arial,sans-serif;color:#1f2937';

function layout(parts: { greeting: string; title: string; body: string; button: string }) {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${parts.title}</title></head>
<body style="margin:0;padding:24px;background:#f3f4f6;${FONT}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px">
<tr><td style="padding:24px 32px 0;font-size:20px;font-weight:bold;color:#15803d">ReRide</td></tr>
<tr><td style="padding:16px 32px;font-size:16px;line-height:1.5">
<p style="margin:0 0 12px">${parts.greeting}</p>
<h1 style="margin:0 0 8px;font-size:18px">${parts.title}</h1>
<p style="margin:0 0 20px">${parts.body}</p>
${parts.button}
</td></tr>
</table>
</body>
</html>`;
}

const buttonHtml = (href: string, label: string) =>
  `<p style="margin:0 0 8px"><a href="${escapeHtml(href)}" style="display:inline-block;padding:10px 18px;background:#15803d;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">${escapeHtml(label)}</a></p>`;

const footerHtml = (settingsUrl: string) =>
  `<p style="margin:24px 0 0;font-size:12px;color:#6b7280">${escapeHtml(emailMessages.email.footer)} <a href="${escapeHtml(settingsUrl)}" style="color:#6b7280">${escapeHtml(emailMessages.email.manageSettings)}</a>.</p>`;

/**
 * The email of one notification, worded like the bell (`notificationsMessages.describe`), with
 * a button to the page it is about and a link to the settings that sent it.
 */
export function renderNotificationEmail(facts: NotificationFacts, ctx: MailContext): RenderedMail {
  const words = notificationsMessages.describe({
    ...facts,
    _id: '',
    seq: 0,
    readAt: null,
    createdAt: '',
  });
  const link = absolute(words.href, ctx.webUrl);
  const settingsUrl = absolute(emailMessages.email.settingsHref, ctx.webUrl);
  const greeting = emailMessages.email.greeting(ctx.name);
  const subject = oneLine(emailMessages.email.subject(words.title, facts.bikeName));
  const html = layout({
    greeting: escapeHtml(greeting),
    title: escapeHtml(words.title),
    body: escapeHtml(words.body),
    button: buttonHtml(link, words.action) + footerHtml(settingsUrl),
  });
  const text = [
    greeting,
    '',
    words.title,
    words.body,
    '',
    `${words.action}: ${link}`,
    '',
    '--',
    `${emailMessages.email.footer} ${emailMessages.email.manageSettings}: ${settingsUrl}`,
    '',
  ].join('\n');
  return { subject, html, text };
}
