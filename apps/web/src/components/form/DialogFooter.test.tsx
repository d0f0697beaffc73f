import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/render-app';
import { renderScreen } from '../test-harness';
import { DialogFooter } from './DialogFooter';

describe('dialog footer', () => {
  it('Cancel and Save in the chosen language, each calling its handler', async () => {
    mockApi({});
    const onCancel = vi.fn();
    const onSave = vi.fn();
    const { user } = renderScreen(<DialogFooter onCancel={onCancel} onSave={onSave} />);
    const cancel = await screen.findByTestId('form-cancel');
    const save = screen.getByTestId('form-submit');
    expect(cancel.textContent).toBe('Cancel');
    expect(save.textContent).toBe('Save');
    await user.click(save);
    expect(onSave).toHaveBeenCalledTimes(1);
    await user.click(cancel);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
