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
