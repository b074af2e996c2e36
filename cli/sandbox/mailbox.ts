import { appendFileSync } from 'node:fs';

/** An e-mail the sandbox sends (the forgotten-password code is the one it sends today). */
export interface SentMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

/**
 * Where the sandbox's e-mails go. It has no mail server: `penyedia serve` prints them on its
 * console (the seller reads the code there) and, with --mailbox FILE, also appends each to that
 * file as a line of JSON, which is how tests read a code as a seller reads an inbox, whether the
 * sandbox runs in their process or as the built command.
 */
export interface Mailbox {
  send(mail: SentMail): void;
}

/** The console as the inbox of `penyedia serve`. */
export const consoleMailbox: Mailbox = {
  send: (mail) => console.log(`[sandbox] E-mail untuk ${mail.to}: ${mail.subject}: ${mail.text}`),
};

/** The console, and a file that keeps every e-mail as one line of JSON, written before the call answers. */
export function fileMailbox(file: string): Mailbox {
  return {
    send: (mail) => {
      consoleMailbox.send(mail);
      appendFileSync(file, `${JSON.stringify(mail)}\n`);
    },
  };
}
