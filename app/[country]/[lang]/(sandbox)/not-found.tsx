/** The shop's 404 screen, in the sandbox's route group too. */
export { default, generateMetadata } from '../(default)/not-found';
