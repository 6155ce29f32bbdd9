import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Form posts as a browser without JavaScript sends them (the page's own hidden fields, the server action's included),
 * for the cluster suite: no browser, many posts at once.
 */
const REFERENCE = /data-submission-reference[\s\S]*?(V[A-Z]-[A-Z2-9]{4}-[A-Z2-9]{4})/;

const unescape = (text: string) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** The hidden inputs of the form with this id on the page at `url`. */
export async function hiddenFields(url: string, formId: string): Promise<[string, string][]> {
  const html = await (await fetch(url)).text();
  const form = new RegExp(`<form[^>]*id="${formId}"[\\s\\S]*?</form>`).exec(html)?.[0];
  if (!form) throw new Error(`no form #${formId} at ${url}`);
  return [...form.matchAll(/<input[^>]*type="hidden"[^>]*>/g)].map((match) => {
    const name = /name="([^"]*)"/.exec(match[0])?.[1] ?? '';
    const value = /value="([^"]*)"/.exec(match[0])?.[1] ?? '';
    return [unescape(name), unescape(value)];
  });
}

export const quoteValues = (lastName: string): Record<string, string> => ({
  businessType: 'Florist',
  businessName: 'Rose and Thorn',
  state: 'OR',
  zip: '97301',
  firstName: 'Ana',
  lastName,
  dateOfBirth: '1980-04-02',
  email: 'ana@example.com',
  phone: '(503) 555-0142',
  products: 'Cut flowers',
});

export interface Posted {
  status: number;
  reference?: string;
}

/** Posts the fields to `url` as one client (X-Forwarded-For) and reads the reference from the answer, if any. */
export async function postForm(url: string, fields: [string, string][], client: string): Promise<Posted> {
  const body = new FormData();
  for (const [name, value] of fields) body.append(name, value);
  const response = await fetch(url, {
    method: 'POST',
    body,
    redirect: 'manual',
    headers: { 'X-Forwarded-For': client },
  });
  const html = await response.text();
  return { status: response.status, reference: REFERENCE.exec(html)?.[1] };
}

/** Quote lookup through `base`: whether the request with this reference and last name is found. */
export async function lookUp(base: string, reference: string, lastName: string, client: string): Promise<boolean> {
  const hidden = await hiddenFields(`${base}/contact-us/quote-lookup`, 'quote-lookup');
  const fields: [string, string][] = [
    ...hidden,
    ['reference', reference],
    ['lastName', lastName],
    ['dateOfBirth', '1980-04-02'],
    ['email', 'ana@example.com'],
  ];
  const body = new FormData();
  for (const [name, value] of fields) body.append(name, value);
  const response = await fetch(`${base}/contact-us/quote-lookup`, {
    method: 'POST',
    body,
    headers: { 'X-Forwarded-For': client },
  });
  const html = await response.text();
  return /data-quote-result/.test(html) && html.includes(reference);
}

/** A webhook receiver that accepts at once and records each delivery's Idempotency-Key and reference. */
export async function startWebhookReceiver(): Promise<{
  url: string;
  deliveries: { key: string; reference: string }[];
  server: Server;
}> {
  const deliveries: { key: string; reference: string }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      deliveries.push({
        key: String(req.headers['idempotency-key']),
        reference: (JSON.parse(body) as { reference: string }).reference,
      });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, deliveries, server };
}
