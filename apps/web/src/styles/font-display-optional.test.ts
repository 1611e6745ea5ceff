import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { fontDisplayOptional } from './font-display-optional';

describe('fontDisplayOptional', () => {
  it("sets every font face's display to optional, the packages' swap included", async () => {
    const css = `@font-face{font-family:"Inter Variable";font-display:swap;src:url(inter.woff2)}
@font-face{font-family:"Inter Fallback";src:local("Arial")}
.card{font-family:"Inter Variable"}`;
    const { root } = await postcss([fontDisplayOptional()]).process(css, { from: undefined });
    const displays: string[] = [];
    root.walkAtRules('font-face', (rule) => {
      rule.walkDecls('font-display', (d) => {
        displays.push(d.value);
      });
    });
    expect(displays).toEqual(['optional', 'optional']);
    // Other rules are left alone.
    expect(root.toString()).toContain('.card{font-family:"Inter Variable"}');
  });
});
