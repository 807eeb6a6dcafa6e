import { escapeHtml, formatPrice, emailMessages, savedSearchMessages } from '@reride/shared';
import type { MailContext, RenderedMail } from '../email/email-templates';
import type { DigestEntry } from './saved-searches.repository';

const words = savedSearchMessages;
const FONT = 'font-family:Helvetica,Arial,sans-serif;color:#1f2937';
const absolute = (href: string, webUrl: string) => new URL(href, webUrl).toString();
const bikeHref = (id: string) => `/bikes/${encodeURIComponent(id)}`;

/** The web page that asks before it stops a saved search's emails (apps/web: /unsubscribe). */
export const unsubscribePage = (webUrl: string, token: string) =>
  absolute(`/unsubscribe?token=${encodeURIComponent(token)}`, webUrl);

/**
 * RFC 8058 one-click unsubscribe: a mail client POSTs `List-Unsubscribe=One-Click` to the API's
 * URL, which carries the token (POST /saved-searches/unsubscribe/:token).
 */
export function unsubscribeHeaders(apiUrl: string, token: string): Record<string, string> {
  const url = `${apiUrl.replace(/\/$/, '')}/saved-searches/unsubscribe/${encodeURIComponent(token)}`;
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

interface Item {
  title: string;
  body: string;
  href: string;
}

/** One list of bikes with an unsubscribe line per saved search it names. */
function render(
  ctx: MailContext,
  subject: string,
  title: string,
  items: Item[],
  unsubscribe: { name: string; url: string }[],
): RenderedMail {
  const greeting = emailMessages.email.greeting(ctx.name);
  const list = items
    .map(
      (i) =>
        `<li style="margin:0 0 10px"><a href="${escapeHtml(i.href)}" style="color:#15803d;font-weight:bold">${escapeHtml(i.title)}</a><br>${escapeHtml(i.body)}</li>`,
    )
    .join('\n');
  const stops = unsubscribe
    .map(
      (u) =>
        `<p style="margin:8px 0 0;font-size:12px;color:#6b7280">${escapeHtml(`${words.unsubscribe.footer} “${u.name}”`)} <a href="${escapeHtml(u.url)}" style="color:#6b7280">${escapeHtml(words.unsubscribe.button)}</a></p>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f3f4f6;${FONT}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px">
<tr><td style="padding:24px 32px 0;font-size:20px;font-weight:bold;color:#15803d">ReRide</td></tr>
<tr><td style="padding:16px 32px;font-size:16px;line-height:1.5">
<p style="margin:0 0 12px">${escapeHtml(greeting)}</p>
<h1 style="margin:0 0 8px;font-size:18px">${escapeHtml(title)}</h1>
<ul style="margin:0 0 20px;padding-left:20px">${list}</ul>
${stops}
</td></tr>
</table>
</body>
</html>`;
  const text = [
    greeting,
    '',
    title,
    ...items.flatMap((i) => ['', i.title, i.body, i.href]),
    '',
    '--',
    ...unsubscribe.map((u) => `${words.unsubscribe.footer} “${u.name}”: ${u.url}`),
    '',
  ].join('\n');
  return { subject: subject.replace(/\s+/g, ' ').trim(), html, text };
}

/** An instant alert's mail: the one bike, and how to stop this search's emails. */
export function alertMail(
  alert: { bikeId: string; bikeName: string; price: number; searchName: string },
  token: string,
) {
  return (ctx: MailContext): RenderedMail => {
    const title = words.alertTitle(alert.searchName);
    const item = {
      title: alert.bikeName,
      body: words.alertBody(alert.bikeName, formatPrice(alert.price)),
      href: absolute(bikeHref(alert.bikeId), ctx.webUrl),
    };
    const stop = [{ name: alert.searchName, url: unsubscribePage(ctx.webUrl, token) }];
    return render(ctx, `${title}: ${alert.bikeName}`, title, [item], stop);
  };
}

/** A daily digest: every new match since the last one, and a way to stop each search named. */
export function digestMail(entries: DigestEntry[], tokens: Map<string, string>) {
  return (ctx: MailContext): RenderedMail => {
    const items = entries.map((e) => ({
      title: e.bikeName,
      body: `${formatPrice(e.price)} · ${e.searchName}`,
      href: absolute(bikeHref(e.bikeId), ctx.webUrl),
    }));
    const named = new Map(entries.map((e) => [e.savedSearchId, e.searchName]));
    const stops = [...named].map(([id, name]) => ({
      name,
      url: unsubscribePage(ctx.webUrl, tokens.get(id) ?? ''),
    }));
    return render(ctx, words.digestSubject(entries.length), words.digestTitle, items, stops);
  };
}
