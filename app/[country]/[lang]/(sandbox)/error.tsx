'use client';

/** The shop's error screen, in the sandbox's route group too. */
export { default } from '../(default)/error';
