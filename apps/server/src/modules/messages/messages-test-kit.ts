// The messages tests' kit is shared with the interviews tests: it lives in test/conversation-kit.ts.
export * from '../../test/conversation-kit.ts';
