import type { MailCopy } from './types';

export const en: MailCopy = {
  greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
  signOff: 'Warm regards,\nThe Halcyon Beauty team',
  linkFallback: 'If the button doesn’t work, copy this address into your browser:',
  footer: (storefront) => `Sent by ${storefront}. This mailbox isn’t monitored, so please don’t reply to this email.`,

  passwordReset: {
    subject: 'Reset your Halcyon Beauty password',
    heading: 'Reset your password',
    intro:
      'We received a request to reset the password of your Halcyon Beauty account. Choose a new one within the next hour; the link works once.',
    action: 'Choose a new password',
    outro: 'If you didn’t ask for this, you can ignore this email. Your password stays as it is.',
  },
  unlock: {
    subject: 'Unlock your Halcyon Beauty account',
    heading: 'Unlock your account',
    intro:
      'You asked to unlock your Halcyon Beauty account. Use the button below within 24 hours and you can sign in again straight away.',
    action: 'Unlock my account',
    outro: 'If you didn’t ask for this, you can ignore this email.',
  },
  noAccount: {
    subject: 'No Halcyon Beauty account uses this address',
    heading: 'We couldn’t find your account',
    intro: (asked) =>
      `Someone, perhaps you, asked ${asked === 'unlock' ? 'to unlock' : 'to reset the password of'} a Halcyon Beauty account with this email address, but no account uses it. Try the address you signed up with, or create an account in a minute.`,
    action: 'Create an account',
    outro: 'If this wasn’t you, you can ignore this email.',
  },
  registrationConfirm: {
    subject: 'Finish signing up to Halcyon Beauty',
    heading: 'One last step',
    intro:
      'Thank you for joining us. Confirm your email address within 24 hours to create your account and start collecting Beauty Pass points.',
    action: 'Create my account',
    outro: 'If you didn’t sign up, you can ignore this email and no account will be created.',
  },
  registrationExisting: {
    subject: 'You already have a Halcyon Beauty account',
    heading: 'You’re already one of us',
    intro:
      'Someone, perhaps you, tried to sign up with this email address, which already has a Halcyon Beauty account. Sign in instead, or choose a new password if you’ve forgotten it.',
    action: 'Sign in',
    forgotPassword: 'Choose a new password',
    outro: 'If this wasn’t you, you can ignore this email. Your account is unchanged.',
  },

  booking: {
    pending: {
      subject: (number, title) => `Confirm your booking ${number}: ${title}`,
      heading: 'Confirm your booking',
      intro: (number, minutes) =>
        `Thank you for booking with us. Please confirm booking ${number} within ${minutes} minutes: your place is secured the moment you confirm, as long as it is still free.`,
      action: 'Confirm my booking',
      outro: 'The same link lets you reschedule or cancel later.',
    },
    confirmed: {
      subject: (number, title) => `Your booking ${number}: ${title}`,
      heading: 'Your booking is confirmed',
      intro: (number) => `Booking ${number} is confirmed. We look forward to seeing you.`,
      action: 'Manage my booking',
      outro: 'Plans changed? The same link lets you reschedule or cancel.',
    },
    number: 'Booking number',
    activity: 'Activity',
    when: 'When',
    where: 'Where',
  },

  order: {
    subject: (number) => `Thank you for your order ${number}`,
    heading: 'Thank you for your order',
    intro: (number) => `We’ve received your payment for order ${number} and are preparing it with care.`,
    action: 'View my order',
    outro: 'Questions about your order? Our customer care team is happy to help.',
    help: 'Help centre',
    number: 'Order number',
    lines: 'Your order',
    item: 'Item',
    variant: 'Shade / size',
    quantity: 'Qty',
    price: 'Price',
    complimentary: 'Complimentary',
    points: (count) => `${count} points`,
    subtotal: 'Subtotal',
    discount: 'Discount',
    shipping: 'Delivery',
    freeShipping: 'Free',
    total: 'Total',
    deliverTo: 'Delivering to',
    estimatedArrival: 'Estimated arrival',
    collectAt: 'Click & Collect at',
    collectOn: 'Collection',
  },
};
