/** An e-mail the sandbox sends (the forgotten-password code is the one it sends today). */
export interface SentMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

/**
 * Where the sandbox's e-mails go. It has no mail server: `penyedia serve` prints them on its
 * console (the seller reads the code there); tests pass a mailbox that keeps them, and read the
 * code from it as a seller reads an inbox, without looking into the sandbox's state.
 */
export interface Mailbox {
  send(mail: SentMail): void;
}

/** The console as the inbox of `penyedia serve`. */
export const consoleMailbox: Mailbox = {
  send: (mail) => console.log(`[sandbox] E-mail untuk ${mail.to}: ${mail.subject}: ${mail.text}`),
};

/** A mailbox that keeps every e-mail, newest last (tests). */
export function keptMailbox(): Mailbox & {
  readonly sent: readonly SentMail[];
  lastTo(email: string): SentMail | undefined;
} {
  const sent: SentMail[] = [];
  return {
    sent,
    send: (mail) => {
      sent.push(mail);
    },
    lastTo: (email) => sent.findLast((mail) => mail.to.toLowerCase() === email.toLowerCase()),
  };
}
