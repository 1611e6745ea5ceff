// The structured data checker the SEO test runs ships no types of its own.
declare module 'structured-data-testing-tool' {
  interface Check {
    test: string;
    description?: string;
    group?: string;
    passed?: boolean;
    error?: { message: string };
  }
  interface Result {
    tests: Check[];
    passed: Check[];
    failed: Check[];
    warnings: Check[];
  }
  interface Preset {
    name: string;
  }
  export function structuredDataTest(input: string, options: { presets: Preset[] }): Promise<Result>;
}

declare module 'structured-data-testing-tool/presets' {
  import type { Preset } from 'structured-data-testing-tool';
  export const Google: Preset;
  export const Twitter: Preset;
  export const Facebook: Preset;
}
