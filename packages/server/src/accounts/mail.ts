import nodemailer from 'nodemailer';

/** Where the server's email goes out (#29): SMTP_URL, MAIL_FROM and PUBLIC_ORIGIN (the site's address in links). */
export interface MailSettings {
  /** smtp://user:pass@host:587 or smtps://…: nodemailer's connection URL. */
  smtpUrl: string;
  from: string;
  /** The links in mail point here, never at the Host a request named (a forged Host must not send a reset link elsewhere). */
  publicOrigin: string;
}

export interface Mailer {
  /** `headers`: more header fields (List-Unsubscribe for the notices' digest, #30). */
  send(to: string, subject: string, text: string, headers?: Record<string, string>): Promise<void>;
  /** An address of the site: `${publicOrigin}/${path}`. */
  link(path: string): string;
}

/** A mailer over SMTP, or null when the server has no mail settings (then reset is the operator's). */
export function mailerFrom(settings: MailSettings | undefined): Mailer | null {
  if (!settings) return null;
  const transport = nodemailer.createTransport(settings.smtpUrl);
  return {
    async send(to, subject, text, headers) {
      await transport.sendMail({ from: settings.from, to, subject, text, ...(headers ? { headers } : {}) });
    },
    link: (path) => `${settings.publicOrigin.replace(/\/$/, '')}/${path}`,
  };
}
