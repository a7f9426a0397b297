/** The strings the booking screens' client leaves show, picked on the server (`pickMessages`). */
export const BOOKING_MESSAGES_PICK = {
  happening: ['booking', 'activities.duration', 'activities.free', 'activities.paidInStore'],
  errors: ['network', 'unavailable'],
} as const;
