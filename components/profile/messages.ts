/** The keys the beauty profile form shows; kept out of the client module so the page can pick them. */
export const BEAUTY_PROFILE_MESSAGES = {
  profile: [
    'sections',
    'hints',
    'skinType',
    'skinConcerns',
    'skinTone',
    'hairType',
    'hairConcerns',
    'eyeColour',
    'save',
    'saving',
    'saved',
    'savedIncomplete',
    'earned',
    'failed',
    'complete',
    'pointsLink',
  ],
} as const;
