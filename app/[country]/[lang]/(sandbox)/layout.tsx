/** QA's sandbox pages (`/sandbox/…`, closed unless switched on) are framed as the shop's pages are. */
export { default } from '../(default)/layout';
