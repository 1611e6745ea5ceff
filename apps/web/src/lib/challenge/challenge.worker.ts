// Solves a slice of a proof-of-work challenge off the main thread (decision 021). The browser's
// own PBKDF2 (WebCrypto) does the work; the message protocol is altcha-lib's.
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { handler } from 'altcha-lib/workers/shared';

handler({ deriveKey });
