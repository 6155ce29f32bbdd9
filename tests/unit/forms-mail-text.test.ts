import { describe, expect, it } from 'vitest';
import { plainText } from '@/lib/forms/outbox';

const text = (message: unknown) =>
  plainText({ id: '1', reference: 'VM-AAAA-BBBB', form: 'contact', createdAt: 0, values: { message } });

describe('plainText: a visitor cannot forge lines in the office e-mail', () => {
  it.each([
    ['one line', 'Reference: VM-AAAA-BBBB\nForm: contact\nMessage: one line'],
    ['hi\nReference: VQ-FAKE', 'Reference: VM-AAAA-BBBB\nForm: contact\nMessage: hi\n    Reference: VQ-FAKE'],
    ['hi\r\nForm: quote', 'Reference: VM-AAAA-BBBB\nForm: contact\nMessage: hi\n    Form: quote'],
    [
      'a\rb\u2028c\u2029d\u0085e\vf\fg',
      'Reference: VM-AAAA-BBBB\nForm: contact\nMessage: a\n    b\n    c\n    d\n    e\n    f\n    g',
    ],
    ['a\u0000b\u001bc\u007f', 'Reference: VM-AAAA-BBBB\nForm: contact\nMessage: abc'],
    [['x\ny', 'z'], 'Reference: VM-AAAA-BBBB\nForm: contact\nMessage: x\n    y, z'],
  ])('%j', (message, expected) => expect(text(message)).toBe(expected));
});
