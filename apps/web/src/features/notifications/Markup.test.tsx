import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markup, markupText } from './Markup';

describe('notification markup', () => {
  it('keeps b, strong, i and br, without attributes', () => {
    const { container } = render(
      <Markup
        text={'The role <b class="x" onclick="alert(1)">Cashier</b> <i>was</i><br><strong>updated</strong>'}
      />,
    );
    expect(container.innerHTML).toBe('The role <b>Cashier</b> <i>was</i><br><strong>updated</strong>');
  });

  it('unwraps other tags to their text and drops scripts, styles and embedded content', () => {
    const { container } = render(
      <Markup
        text={
          'Hi <a href="javascript:alert(1)">there</a><img src=x onerror="alert(1)"><script>alert(1)</script>' +
          '<style>*{}</style><iframe src="//evil"></iframe><span style="color:red">!</span>'
        }
      />,
    );
    expect(container.innerHTML).toBe('Hi there!');
    expect(container.querySelector('img, a, script, iframe, span')).toBeNull();
  });

  it('shows entities as text, not as markup', () => {
    const { container } = render(<Markup text={'5 &lt; 6 &amp;&amp; &lt;b&gt;x&lt;/b&gt;'} />);
    expect(container.textContent).toBe('5 < 6 && <b>x</b>');
    expect(container.querySelector('b')).toBeNull();
  });

  it('gives a plain-text version', () => {
    expect(markupText('You were given the role <b>Cashier</b>.<br>Thanks<script>x</script>')).toBe(
      'You were given the role Cashier. Thanks',
    );
  });
});
