/**
 * The words of every mail in one language. Each language's file fills the whole shape, so a mail
 * cannot exist in one language and be missing in another.
 */

/** What a mail that only asks the shopper to open one link says. */
export interface LinkMailCopy {
  subject: string;
  heading: string;
  intro: string;
  action: string;
  outro: string;
}

/** Which request an address without an account was asked about. */
export type AskedAbout = 'password_reset' | 'unlock';

export interface MailCopy {
  /** The first line, with the shopper's first name when the mail may say it. */
  greeting(name: string | undefined): string;
  /** The sign-off above the brand; a line break splits it. */
  signOff: string;
  /** Above the link written out in full, for a button the mail client does not show. */
  linkFallback: string;
  /** The footer: who sent the mail, from which storefront. */
  footer(storefront: string): string;

  passwordReset: LinkMailCopy;
  unlock: LinkMailCopy;
  noAccount: Omit<LinkMailCopy, 'intro'> & { intro(asked: AskedAbout): string };
  registrationConfirm: LinkMailCopy;
  registrationExisting: LinkMailCopy & { forgotPassword: string };

  booking: {
    pending: {
      subject(number: string, title: string): string;
      heading: string;
      intro(number: string, minutes: number): string;
      action: string;
      outro: string;
    };
    confirmed: {
      subject(number: string, title: string): string;
      heading: string;
      intro(number: string): string;
      action: string;
      outro: string;
    };
    number: string;
    activity: string;
    when: string;
    where: string;
  };

  order: {
    subject(number: string): string;
    heading: string;
    intro(number: string): string;
    action: string;
    outro: string;
    help: string;
    number: string;
    lines: string;
    item: string;
    variant: string;
    quantity: string;
    price: string;
    complimentary: string;
    points(count: string): string;
    subtotal: string;
    discount: string;
    shipping: string;
    freeShipping: string;
    total: string;
    deliverTo: string;
    estimatedArrival: string;
    collectAt: string;
    collectOn: string;
  };
}
