import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { normalizeAmount, normalizeNumber, readNumber } from './decimal';
import { MoneyInput, type MoneyInputProps } from './MoneyInput';
import { NumberInput, type NumberInputProps } from './NumberInput';

/** A form with one required field around the input, as the dialogs have, and its Save. */
function formWith(input: React.ReactNode) {
  const saved = vi.fn();
  render(
    <Form onFinish={saved}>
      <Form.Item name="amount" label="Amount" rules={[{ required: true, message: 'Amount is required' }]}>
        {input}
      </Form.Item>
      <Button htmlType="submit">Save</Button>
    </Form>,
  );
  return { saved, field: screen.getByLabelText('Amount') as HTMLInputElement };
}

async function typeAndSave(input: React.ReactNode, typed: string) {
  const user = userEvent.setup();
  const form = formWith(input);
  await user.click(form.field);
  await user.paste(typed);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  return form;
}

const money = (props: MoneyInputProps = {}) => <MoneyInput {...props} />;
const number = (props: NumberInputProps = {}) => <NumberInput {...props} />;

describe('amount input (spec: clamp to min/max and ±1e15, non-numeric text is 0)', () => {
  it.each([
    ['-5000', {}, '0'],
    ['abc', {}, '0'],
    ['1e16', {}, '1000000000000000'],
    ['99999999999999999', {}, '1000000000000000'],
    ['-5000', { allowNegative: true }, '-5000'],
    ['-1e16', { allowNegative: true }, '-1000000000000000'],
    ['12.3456789', { decimals: 2 }, '12.35'],
    ['250', { max: 100 }, '100'],
  ] as const)('%s typed with %o saves %s instead of emptying the field', async (typed, props, expected) => {
    const { saved, field } = await typeAndSave(money(props), typed);
    await waitFor(() => expect(saved).toHaveBeenCalledWith({ amount: expected }));
    expect(field.value).toBe(expected);
    expect(screen.queryByText('Amount is required')).toBeNull();
  });

  it('keeps the digits typed when they are already valid, and a blank field still says required', async () => {
    const { saved } = await typeAndSave(money(), '12.50');
    await waitFor(() => expect(saved).toHaveBeenCalledWith({ amount: '12.50' }));

    const user = userEvent.setup();
    const blank = vi.fn();
    render(
      <Form onFinish={blank}>
        <Form.Item name="other" label="Other" rules={[{ required: true, message: 'Other is required' }]}>
          <MoneyInput />
        </Form.Item>
        <Button htmlType="submit">Save other</Button>
      </Form>,
    );
    await user.click(screen.getByRole('button', { name: 'Save other' }));
    expect(await screen.findByText('Other is required')).toBeTruthy();
    expect(blank).not.toHaveBeenCalled();
  });

  it('holds the normalized value in the form while the typed text stays on screen until the field is left', async () => {
    const onChange = vi.fn();
    render(<MoneyInput value="" onChange={onChange} />);
    const field = screen.getByRole('textbox') as HTMLInputElement;
    fireEvent.change(field, { target: { value: '7,5' } });
    expect(onChange).toHaveBeenLastCalledWith('7.5');
    fireEvent.change(field, { target: { value: 'x' } });
    expect(onChange).toHaveBeenLastCalledWith('0');
    expect(field.value).toBe('x');
    fireEvent.blur(field);
    expect(field.value).toBe('0');
  });
});

describe('numeric input', () => {
  it.each([
    ['-5', { min: 1, max: 31 }, '1'],
    ['abc', {}, '0'],
    ['1e16', {}, '1000000000000000'],
    ['45', { min: 1, max: 31 }, '31'],
  ] as const)('%s typed with %o saves %s', async (typed, props, expected) => {
    const { saved, field } = await typeAndSave(number(props), typed);
    await waitFor(() => expect(saved).toHaveBeenCalledWith({ amount: expected }));
    expect(field.value).toBe(expected);
  });
});

describe('reading typed numbers', () => {
  it('reads exponents, group commas and bare points; refuses words', () => {
    expect(readNumber('1e16')).toBe('10000000000000000');
    expect(readNumber('1e999999')).toBe('10000000000000000');
    expect(readNumber('1,250 000')).toBe('1250000');
    expect(readNumber('.5')).toBe('0.5');
    expect(readNumber('5.')).toBe('5');
    expect(readNumber('abc')).toBeNull();
    expect(readNumber('0x10')).toBeNull();
    expect(normalizeNumber('1e3', { max: 500 })).toBe('500');
    expect(normalizeAmount('', { precision: 6 })).toBe('');
    expect(normalizeAmount('007.10', { precision: 6 })).toBe('7.10');
    expect(normalizeAmount('-0', { min: -5, precision: 2 })).toBe('0');
  });
});
