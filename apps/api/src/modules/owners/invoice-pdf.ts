import { formatUkDate } from '../../lib/uk-date';

/**
 * A one-page invoice as a PDF 1.4 file, written by hand: the standard Helvetica fonts (every PDF
 * reader has them, so nothing is embedded), text lines and a few rules. Small enough that a
 * library would be the bigger part.
 */

export type InvoicePdfInput = {
  operator: { name: string; addressLines: string[]; phone: string; email: string };
  owner: { name: string; customerNo: string; addressLines: string[] };
  invoice: {
    documentNo: string;
    postingDate: string;
    dueDate: string | null;
    description: string;
    /** Pounds text as the API answers it ("4,250.00"). */
    amount: string;
    remaining: string;
    paid: boolean;
  };
};

type Text = { x: number; y: number; size: number; bold?: boolean; text: string; align?: 'left' | 'right' };
type Rule = { x1: number; y1: number; x2: number; y2: number };

const PAGE_WIDTH = 595; // A4 in points
const PAGE_HEIGHT = 842;
const LEFT = 56;
const RIGHT = PAGE_WIDTH - 56;

// WinAnsiEncoding matches Latin-1 from 0xA0 up; these are its extra characters in 0x80–0x9F.
const WIN_ANSI_EXTRAS: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  '„': 0x84,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '™': 0x99,
};

/** Text as WinAnsi bytes: characters the standard fonts cannot show become '?'. */
function winAnsi(text: string): number[] {
  return [...text.replace(/[\r\n\t]+/g, ' ')].map((c) => {
    const code = c.codePointAt(0)!;
    if ((code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff)) return code;
    return WIN_ANSI_EXTRAS[c] ?? 0x3f;
  });
}

/** A PDF literal string: the bytes in parentheses, with ( ) and \ escaped. */
export function pdfString(text: string): string {
  return `(${winAnsi(text)
    .map((byte) => {
      const c = String.fromCharCode(byte);
      return c === '(' || c === ')' || c === '\\' ? `\\${c}` : c;
    })
    .join('')})`;
}

// Helvetica advance widths (1/1000 em): exact for money (digits and £ are 556 in both weights),
// close enough for the short labels, references and dates that are also right-aligned.
const WIDTHS: Record<string, number> = {
  ',': 278,
  '.': 278,
  ' ': 278,
  '/': 278,
  '-': 333,
  I: 278,
  i: 222,
  j: 222,
  l: 222,
  f: 278,
  t: 278,
  r: 333,
  m: 833,
  w: 722,
};
function textWidth(text: string, size: number, bold: boolean) {
  const units = [...text].reduce((sum, c) => {
    if (/[0-9£]/.test(c)) return sum + 556;
    if (/[A-Z]/.test(c)) return sum + (WIDTHS[c] ?? 700);
    const regular = WIDTHS[c] ?? 556;
    return sum + (bold ? regular * 1.1 : regular);
  }, 0);
  return (units * size) / 1000;
}

const num = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2));

function contentStream(texts: Text[], rules: Rule[]): string {
  const ops: string[] = [];
  if (rules.length) {
    ops.push('0.6 w 0.55 0.6 0.65 RG');
    for (const r of rules) ops.push(`${num(r.x1)} ${num(r.y1)} m ${num(r.x2)} ${num(r.y2)} l S`);
  }
  ops.push('0.11 0.17 0.21 rg');
  for (const t of texts) {
    const x = t.align === 'right' ? t.x - textWidth(t.text, t.size, t.bold ?? false) : t.x;
    ops.push(
      `BT /${t.bold ? 'F2' : 'F1'} ${num(t.size)} Tf ${num(x)} ${num(t.y)} Td ${pdfString(t.text)} Tj ET`,
    );
  }
  return ops.join('\n');
}

/** Bytes of a string whose characters are all single bytes (what `pdfString` makes). */
const bytes = (text: string) => Buffer.from(text, 'latin1');

/** Assembles the objects into a file with a cross-reference table of their exact byte offsets. */
export function pdfDocument(texts: Text[], rules: Rule[], title: string): Buffer {
  const stream = bytes(contentStream(texts, rules));
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    Buffer.concat([bytes(`<< /Length ${stream.length} >>\nstream\n`), stream, bytes('\nendstream')]),
    `<< /Title ${pdfString(title)} /Producer (Brackenbay owners portal) >>`,
  ];
  // The comment of high bytes after the header tells transfer tools the file is binary.
  const chunks: Buffer[] = [bytes('%PDF-1.4\n'), Buffer.from([0x25, 0xe2, 0xe3, 0xcf, 0xd3, 0x0a])];
  let offset = chunks.reduce((sum, c) => sum + c.length, 0);
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    const chunk = Buffer.concat([
      bytes(`${i + 1} 0 obj\n`),
      typeof body === 'string' ? bytes(body) : body,
      bytes('\nendobj\n'),
    ]);
    offsets.push(offset);
    chunks.push(chunk);
    offset += chunk.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>`,
    'startxref',
    String(offset),
    '%%EOF',
    '',
  ].join('\n');
  chunks.push(bytes(xref));
  return Buffer.concat(chunks);
}

/** The invoice page: operator top left, owner below, the invoice's details and what is due. */
export function invoicePdf(input: InvoicePdfInput): Buffer {
  const { operator, owner, invoice } = input;
  const texts: Text[] = [];
  const rules: Rule[] = [];
  let y = PAGE_HEIGHT - 72;

  texts.push({ x: LEFT, y, size: 18, bold: true, text: operator.name });
  texts.push({ x: RIGHT, y, size: 18, bold: true, text: 'INVOICE', align: 'right' });
  y -= 18;
  for (const line of [...operator.addressLines, operator.phone, operator.email].filter(Boolean)) {
    texts.push({ x: LEFT, y, size: 9.5, text: line });
    y -= 13;
  }

  y -= 20;
  rules.push({ x1: LEFT, y1: y + 12, x2: RIGHT, y2: y + 12 });
  y -= 8;
  const topOfDetails = y;
  texts.push({ x: LEFT, y, size: 9, bold: true, text: 'Invoice to' });
  y -= 15;
  texts.push({ x: LEFT, y, size: 11, bold: true, text: owner.name });
  y -= 14;
  for (const line of owner.addressLines.filter(Boolean)) {
    texts.push({ x: LEFT, y, size: 10, text: line });
    y -= 13;
  }

  const details: [string, string][] = [
    ['Invoice no.', invoice.documentNo],
    ['Customer no.', owner.customerNo],
    ['Invoice date', formatUkDate(invoice.postingDate)],
    ['Due date', invoice.dueDate ? formatUkDate(invoice.dueDate) : 'On receipt'],
  ];
  let dy = topOfDetails;
  for (const [label, value] of details) {
    texts.push({ x: 340, y: dy, size: 9.5, bold: true, text: label });
    texts.push({ x: RIGHT, y: dy, size: 9.5, text: value, align: 'right' });
    dy -= 15;
  }
  y = Math.min(y, dy) - 30;

  texts.push({ x: LEFT, y, size: 9.5, bold: true, text: 'Description' });
  texts.push({ x: RIGHT, y, size: 9.5, bold: true, text: 'Amount', align: 'right' });
  rules.push({ x1: LEFT, y1: y - 6, x2: RIGHT, y2: y - 6 });
  y -= 22;
  texts.push({ x: LEFT, y, size: 10.5, text: invoice.description || invoice.documentNo });
  texts.push({ x: RIGHT, y, size: 10.5, text: `£${invoice.amount}`, align: 'right' });
  y -= 14;
  rules.push({ x1: LEFT, y1: y, x2: RIGHT, y2: y });
  y -= 20;

  texts.push({ x: 340, y, size: 10, text: 'Invoice total' });
  texts.push({ x: RIGHT, y, size: 10, text: `£${invoice.amount}`, align: 'right' });
  y -= 16;
  texts.push({ x: 340, y, size: 10, text: 'Remaining' });
  texts.push({ x: RIGHT, y, size: 10, text: `£${invoice.remaining}`, align: 'right' });
  y -= 24;
  if (invoice.paid) {
    texts.push({ x: RIGHT, y, size: 16, bold: true, text: 'PAID', align: 'right' });
  } else {
    texts.push({ x: 340, y, size: 12, bold: true, text: 'Amount due' });
    texts.push({ x: RIGHT, y, size: 12, bold: true, text: `£${invoice.remaining}`, align: 'right' });
    y -= 16;
    if (invoice.dueDate) {
      texts.push({ x: RIGHT, y, size: 9, text: `by ${formatUkDate(invoice.dueDate)}`, align: 'right' });
    }
  }

  const footer = invoice.paid
    ? 'Thank you: this invoice has been paid in full.'
    : 'Pay online in the owners portal (Owner Account Payment), or contact the owners team.';
  texts.push({ x: LEFT, y: 90, size: 9, text: footer });
  texts.push({
    x: LEFT,
    y: 76,
    size: 9,
    text: `Questions about this invoice: ${operator.email || operator.phone}`,
  });

  return pdfDocument(texts, rules, `Invoice ${invoice.documentNo}`);
}
