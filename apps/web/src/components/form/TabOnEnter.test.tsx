import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TabOnEnter } from './TabOnEnter';

const SKIPPED_ID = 'note-skip-on-enter';

function area() {
  return render(
    <TabOnEnter>
      <input aria-label="first" />
      <input aria-label="skipped" id={SKIPPED_ID} />
      <input aria-label="disabled" disabled />
      <input aria-label="second" />
      <textarea aria-label="text" />
      <button type="button">Save</button>
    </TabOnEnter>,
  );
}

describe('tab-on-enter', () => {
  it('moves to the next enabled field, skipping skip-on-enter ids, and wraps to the first', async () => {
    const user = userEvent.setup();
    area();
    await user.click(screen.getByLabelText('first'));
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByLabelText('second'));
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByLabelText('text'));
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByLabelText('first'));
  });

  it('leaves Shift+Enter in a text area alone (a new line)', async () => {
    const user = userEvent.setup();
    area();
    await user.click(screen.getByLabelText('text'));
    await user.keyboard('a{Shift>}{Enter}{/Shift}b');
    expect(document.activeElement).toBe(screen.getByLabelText('text'));
    expect((screen.getByLabelText('text') as HTMLTextAreaElement).value).toBe('a\nb');
  });
});
