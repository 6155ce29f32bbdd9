import nodemailer from 'nodemailer';
import { type Deliverer, plainText } from './outbox';

/** E-mails the submission through SMTP_URL; the outbox row id is the Message-ID, the same on every retry. */
export function mailDeliverer(smtpUrl: string, to: string, from: string, timeoutMs = 15_000): Deliverer {
  // A server that hangs fails the attempt after timeoutMs instead of holding the lease for minutes.
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return async (delivery) => {
    await transport.sendMail({
      from,
      to,
      subject: `Website ${delivery.form} request ${delivery.reference}${delivery.values.locale ? ` (${String(delivery.values.locale)})` : ''}`,
      text: plainText(delivery),
      messageId: `<${delivery.id}@forms.verdance>`,
    });
  };
}
