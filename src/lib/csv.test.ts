import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['', ''],
    [null, ''],
    [undefined, ''],
    [42, '42'],
    [-7, '-7'],
    [true, 'true'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line\nbreak', '"line\nbreak"'],
    ['cr\rlf', '"cr\rlf"'],
    [' padded ', '" padded "'],
    ['Ünïcödé – ok', 'Ünïcödé – ok'],
  ])('writes %j as %j', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it.each([
    ['=1+2', "'=1+2"],
    ['+1 416 555 0100', "'+1 416 555 0100"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=cmd', "'\t=cmd"],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
  ])('guards the formula-like text %j as %j', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it('leaves text that merely contains = or @ alone', () => {
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('buyer@example.com')).toBe('buyer@example.com');
  });
});

describe('toCsv', () => {
  it('joins cells with commas and ends every row with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b'],
        [1, 'x,y'],
      ]),
    ).toBe('a,b\r\n1,"x,y"\r\n');
  });

  it('gives empty text for no rows', () => {
    expect(toCsv([])).toBe('');
  });
});
