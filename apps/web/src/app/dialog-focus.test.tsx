import { screen } from '@testing-library/react';
import { Button, Input, Modal } from 'antd';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../components/test-harness';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>open</Button>
      <Modal open={open} title="A dialog" onCancel={() => setOpen(false)} footer={null}>
        <Input aria-label="first field" />
        <Button>last button</Button>
      </Modal>
      <Button>after the dialog</Button>
    </>
  );
}

/** Issue 23: Tab goes round inside an open dialog (the focus given back on close: e2e accessibility.spec). */
describe('dialog focus', () => {
  it('Tab from the last element goes to the first, Shift+Tab from the first to the last', async () => {
    const { user } = renderScreen(<Opener />);
    const opener = screen.getByRole('button', { name: 'open' });
    opener.focus();
    await user.keyboard('{Enter}');
    const last = await screen.findByRole('button', { name: 'last button' });
    const close = screen.getByRole('button', { name: 'Close' });
    last.focus();
    await user.keyboard('{Tab}');
    expect(document.activeElement).toBe(close);
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(document.activeElement).toBe(last);
  });
});
