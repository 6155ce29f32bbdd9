import { submissionsCsv } from '../../scripts/forms-csv.mjs';

describe('forms:export CSV', () => {
  it('writes one row per submission, one column per field, quoting and defusing what needs it', () => {
    const csv = submissionsCsv([
      {
        reference: 'VQ-AAAA-BBBB',
        form: 'quote',
        created_at: Date.UTC(2026, 10, 23, 12),
        data: JSON.stringify({ businessName: 'Rose, "Thorn"', coverages: ['Property', 'Umbrella'] }),
      },
      {
        reference: 'VM-CCCC-DDDD',
        form: 'contact',
        created_at: '0',
        data: JSON.stringify({ message: '=HYPERLINK("x")' }),
      },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'reference,form,received,businessName,coverages,message',
      'VQ-AAAA-BBBB,quote,2026-11-23T12:00:00.000Z,"Rose, ""Thorn""",Property; Umbrella,',
      `VM-CCCC-DDDD,contact,1970-01-01T00:00:00.000Z,,,"'=HYPERLINK(""x"")"`,
      '',
    ]);
  });
});

describe('forms:export CSV cells', () => {
  const one = (message: string) =>
    submissionsCsv([{ reference: 'R', form: 'contact', created_at: 0, data: JSON.stringify({ message }) }])
      .split('\r\n')[1]
      ?.slice('R,contact,1970-01-01T00:00:00.000Z,'.length);

  it.each([
    [' =1+1', `' =1+1`],
    ['\u00a0=1+1', `'\u00a0=1+1`],
    ['\v=1+1', `'=1+1`],
    ['\f=1+1', `'=1+1`],
    ['\u3000=1+1', `'\u3000=1+1`],
    ['\u2028=1+1', `'\u2028=1+1`],
    ['\u200b@SUM(A1)', `'\u200b@SUM(A1)`],
    ['\uff1d1+1', `'\uff1d1+1`],
    ['\uff0b1', `'\uff0b1`],
    ['-1', `'-1`],
    ['\t=1', `'\t=1`],
    // Invisible before the sign: a byte-order mark, bidi marks, embeddings and isolates, soft hyphen, joiners.
    ['\ufeff=1+1', `'\ufeff=1+1`],
    ['\u200e=1+1', `'\u200e=1+1`],
    ['\u200f-1', `'\u200f-1`],
    ['\u202e+1', `'\u202e+1`],
    ['\u2066@SUM(A1)', `'\u2066@SUM(A1)`],
    ['\u061c=1', `'\u061c=1`],
    ['\u00ad=1', `'\u00ad=1`],
    ['\u034f=1', `'\u034f=1`],
    ['\u2063=1', `'\u2063=1`],
    ['\ufe0f=1', `'\ufe0f=1`],
    ['\u{e0041}=1', `'\u{e0041}=1`],
    ['\u200d\u2069\ufeff=1', `'\u200d\u2069\ufeff=1`],
    ['\ufe66\u0031', `'\ufe661`],
    ['a\u0000b\u0007c\u009bd', 'abcd'],
    ['plain text', 'plain text'],
    ['1 = 1', '1 = 1'],
  ])('%j → %s', (message, expected) => expect(one(message)).toBe(expected));
});
