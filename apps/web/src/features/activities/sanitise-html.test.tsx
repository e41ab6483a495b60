import { describe, expect, it } from 'vitest';
import { dropEventHandlerAttributes, sanitiseHtml } from './sanitise-html';
import { MALICIOUS_DESCRIPTION } from './test-data';

describe('sanitising activity descriptions', () => {
  it('takes event handlers out of the markup before it is parsed, in every spelling', () => {
    expect(dropEventHandlerAttributes('<img src="x" onerror="alert(1)">')).toBe('<img src="x" >');
    expect(dropEventHandlerAttributes('<img src=x onerror=\'alert(1)\' alt="a">')).toBe(
      '<img src=x  alt="a">',
    );
    expect(dropEventHandlerAttributes('<img src=x ONERROR=alert(1)>')).toBe('<img src=x >');
    // An unquoted value runs to the next space or '>', as a browser reads it.
    expect(dropEventHandlerAttributes('<img/onerror=alert(1)/src=x>')).toBe('<img/>');
    expect(dropEventHandlerAttributes('<svg onload = "alert(1)"><a href="#" onclick="x">go</a></svg>')).toBe(
      '<svg ><a href="#" >go</a></svg>',
    );
    // Words that only look like attributes are left alone.
    expect(dropEventHandlerAttributes('<p title="onerror=1">one < two, online > offline</p>')).toBe(
      '<p title="onerror=1">one < two, online > offline</p>',
    );
    expect(dropEventHandlerAttributes('<!-- <img onerror=x> --><p>ok</p>')).toBe(
      '<!-- <img onerror=x> --><p>ok</p>',
    );
  });

  it('keeps the operator’s formatting and drops scripts, handlers, styles and javascript: links', () => {
    const clean = sanitiseHtml(
      `${MALICIOUS_DESCRIPTION}<ul><li><strong>Bring</strong> a coat</li></ul><p style="color:red">Warm</p><form><input></form>`,
    );
    expect(clean).toContain('<p>Telescopes, hot chocolate and the Milky Way.</p>');
    expect(clean).toContain('<ul><li><strong>Bring</strong> a coat</li></ul>');
    expect(clean).toContain('<img src="x" alt="">');
    expect(clean).toContain('<p>Warm</p>');
    expect(clean).not.toMatch(/script|onerror|javascript:|style=|<form|<input/i);
  });
});
