import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// What a test waits for (findBy…, waitFor) arrives when the machine gets to it: on a busy machine
// that can take longer than the library's default second, so wait up to five before failing.
configure({ asyncUtilTimeout: 5_000 });
