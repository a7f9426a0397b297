import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// What a test waits for (findBy…, waitFor) arrives when the machine gets to it: on a busy machine
// that can take longer than the library's default second, so wait up to five before failing.
configure({ asyncUtilTimeout: 5_000 });

// Test files run side by side in threads of one process, where a BroadcastChannel reaches every
// thread: a sign-out one file announces would reach another file's "tabs". Each file gets channels
// of its own (tabs within a file still hear each other).
const NativeBroadcastChannel = globalThis.BroadcastChannel;
if (typeof NativeBroadcastChannel === 'function') {
  const scope = crypto.randomUUID();
  globalThis.BroadcastChannel = class FileBroadcastChannel extends NativeBroadcastChannel {
    constructor(name: string) {
      super(`${scope}:${name}`);
    }
  };
}
